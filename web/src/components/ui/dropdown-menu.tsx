import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { classed, cn } from "@/lib/utils";

/**
 * A menu button (shadcn dropdown menu): arrow keys move, Escape closes and returns focus. The
 * menu renders beside its button, not in a portal, so it stays inside the button's landmark.
 */
export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-md",
        className,
      )}
      {...props}
    />
  );
}

const itemClass =
  "relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-60 data-highlighted:bg-accent";

export const DropdownMenuItem = classed(DropdownMenuPrimitive.Item, itemClass);

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem className={cn(itemClass, "pl-8", className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center" aria-hidden="true">
        <DropdownMenuPrimitive.ItemIndicator>
          <span className="block size-2 rounded-full bg-current" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export const DropdownMenuLabel = classed(
  DropdownMenuPrimitive.Label,
  "px-2 py-1.5 text-xs font-medium text-muted-foreground",
);

export const DropdownMenuSeparator = classed(
  DropdownMenuPrimitive.Separator,
  "-mx-1 my-1 h-px bg-border",
);
