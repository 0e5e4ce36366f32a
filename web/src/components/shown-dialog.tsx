import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

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
