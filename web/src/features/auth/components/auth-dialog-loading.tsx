import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useMessages } from "@/lib/i18n/use-messages";
import { authMessages } from "../messages";

/** The element focus was on when the stand-in opened; the dialog returns focus there on closing. */
export const loadingOpener: { current: Element | null } = { current: null };

/**
 * The sign-in dialog's stand-in while its code downloads (seconds on a slow phone): a native
 * modal dialog, so it costs the public pages almost nothing. Escape closes it, and focus returns
 * to where it was.
 */
export function AuthDialogLoading({ onClose }: { onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const m = useMessages(authMessages);
  useEffect(() => {
    loadingOpener.current = document.activeElement;
    dialogRef.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-label={m.welcome}
      onClose={onClose}
      className="m-auto rounded-lg bg-card p-6 backdrop:bg-black/60"
    >
      <Spinner label={m.loadingSignIn} showLabel className="gap-3" />
    </dialog>
  );
}
