import { Button, type ButtonProps } from "@/components/ui/button";
import { useAppDownloadDialog } from "./app-download-context";

/** A call to action that opens the app-download dialog. */
export function AppDownloadButton({ onClick, ...props }: Omit<ButtonProps, "asChild">) {
  const dialog = useAppDownloadDialog();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      onClick={(event) => {
        onClick?.(event);
        dialog.open();
      }}
      {...props}
    />
  );
}
