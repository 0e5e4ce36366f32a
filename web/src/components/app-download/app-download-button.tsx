import { Button, type ButtonProps } from "@/components/ui/button";
import { useAppDownloadDialog } from "./app-download-context";

/**
 * Props that make any button open the app-download dialog (and fetch it early on hover/focus);
 * `destination` is where continuing on the web leads, this page when unset.
 */
export function useAppDownloadTrigger(destination?: string) {
  const dialog = useAppDownloadDialog();
  return {
    type: "button",
    "aria-haspopup": "dialog",
    onPointerEnter: dialog.preload,
    onFocus: dialog.preload,
    onClick: () => dialog.open(destination),
  } as const;
}

/** A call to action that opens the app-download dialog. */
export function AppDownloadButton({
  destination,
  ...props
}: Omit<ButtonProps, "asChild" | "onClick"> & { destination?: string }) {
  const trigger = useAppDownloadTrigger(destination);
  return <Button {...trigger} {...props} />;
}
