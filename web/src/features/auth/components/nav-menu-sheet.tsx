import type { ComponentProps } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import type { NavLinkItem } from "../navigation";
import { NavLinks } from "./nav-links";

/**
 * The phone menu's sheet (Radix Dialog), its own chunk: the top navigation renders the Menu
 * button itself and loads this after the first paint, or as soon as the button is pointed at,
 * focused or pressed. With no Radix Trigger, `onCloseAutoFocus` gives focus back to Menu.
 */
export function NavMenuSheet({
  links,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  links: readonly NavLinkItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: ComponentProps<typeof SheetContent>["onCloseAutoFocus"];
}) {
  const m = useMessages(accountMessages);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-72 max-w-[85vw] p-4 pt-12"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle>{m.menu}</SheetTitle>
        <SheetDescription className="sr-only">{m.menuDescription}</SheetDescription>
        <nav aria-label={m.menu}>
          <NavLinks links={links} className="grid gap-1" onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
