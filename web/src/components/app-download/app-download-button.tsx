import { Button, type ButtonProps } from "@/components/ui/button";
import { useAppDownloadDialog } from "./app-download-context";

/** Props that make any button open the app-download dialog (and fetch it early on hover/focus). */
export function useAppDownloadTrigger() {
  const dialog = useAppDownloadDialog();
  return {
    type: "button",
    "aria-haspopup": "dialog",
    onPointerEnter: dialog.preload,
    onFocus: dialog.preload,
    onClick: dialog.open,
  } as const;
}

/** A call to action that opens the app-download dialog. */
export function AppDownloadButton(props: Omit<ButtonProps, "asChild" | "onClick">) {
  const trigger = useAppDownloadTrigger();
  return <Button {...trigger} {...props} />;
}
