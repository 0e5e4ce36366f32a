import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";

import { useMessages } from "@/lib/i18n/use-messages";
import { classed, cn } from "@/lib/utils";
import { uiMessages } from "./messages";

/** A dialog that slides in from an edge (shadcn sheet); the mobile sidebar overlay uses it. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 border-border bg-background shadow-lg", {
  variants: {
    side: {
      left: "inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm",
      right: "inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm",
      top: "inset-x-0 top-0 h-auto border-b",
      bottom: "inset-x-0 bottom-0 h-auto border-t",
    },
  },
  defaultVariants: { side: "right" },
});

export function SheetContent({
  className,
  children,
  side,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  const m = useMessages(uiMessages);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-3 right-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{m.close}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = classed(SheetPrimitive.Title, "font-semibold text-foreground", {
  "data-slot": "sheet-title",
});

export const SheetDescription = classed(
  SheetPrimitive.Description,
  "text-sm text-muted-foreground",
  { "data-slot": "sheet-description" },
);
