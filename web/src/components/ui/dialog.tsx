import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import { classed, cn } from "@/lib/utils";
import { CloseIcon } from "./line-icon";
import { uiMessages } from "./messages";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = classed(DialogPrimitive.Overlay, "fixed inset-0 z-50 bg-black/60");

/** Centred modal: focus is trapped inside, Escape closes it and focus returns to the trigger. */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const m = useMessages(uiMessages);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none">
          <CloseIcon width="18" height="18" />
          <span className="sr-only">{m.close}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = classed("div", "grid gap-1.5 pr-8 text-left");

export const DialogFooter = classed(
  "div",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

export const DialogTitle = classed(DialogPrimitive.Title, "text-xl font-bold text-secondary");

export const DialogDescription = classed(
  DialogPrimitive.Description,
  "text-sm text-muted-foreground",
);

/** A dialog's title and the line under it, as most dialogs open. */
export function DialogHeading({
  title,
  description,
}: {
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * A dialog open for as long as it is rendered: its title (the accessible name), the line under it,
 * then `children`; Escape, the close button or a click outside call `onClose`.
 */
export function ShownDialog({
  title,
  description,
  className,
  onClose,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Classes for the dialog's panel. */
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
