import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { TOAST_DURATION_MS, dismissToast, useToast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import { toastMessages } from "./toast.messages";

/** Renders the queued toasts; mounted once by the app root. */
export function Toaster() {
  const { toasts } = useToast();
  const m = useMessages(toastMessages);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} label={m.announced}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label={m.region} />
    </ToastProvider>
  );
}
