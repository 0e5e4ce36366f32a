import { Tabs as TabsPrimitive } from "radix-ui";
import { classed } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

export const TabsList = classed(
  TabsPrimitive.List,
  "inline-flex h-10 items-center rounded-md bg-muted p-1 text-muted-foreground",
);

export const TabsTrigger = classed(
  TabsPrimitive.Trigger,
  "inline-flex flex-1 cursor-pointer items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);

export const TabsContent = classed(
  TabsPrimitive.Content,
  "mt-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none",
);
