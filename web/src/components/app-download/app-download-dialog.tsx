import { buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { site } from "@/content/site";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { InstallOffer } from "./install-offer";
import { appDownloadMessages } from "./messages";

interface AppDownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (Radix would focus its Trigger; this dialog has none). */
  onCloseAutoFocus: (event: Event) => void;
}

/** "Get the app" popup used by every call to action of the public site (SPEC §1, §2). */
export function AppDownloadDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AppDownloadDialogProps) {
  const m = useMessages(appDownloadMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <InstallOffer onInstalled={() => onOpenChange(false)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <a
            href={site.appStoreUrl}
            className={cn(
              buttonVariants({ variant: "secondary", size: "lg" }),
              "h-auto flex-col gap-0 py-2",
            )}
          >
            <span className="text-xs font-normal">{m.downloadOnThe}</span>
            <span translate="no">App Store</span>
          </a>
          <a
            href={site.playStoreUrl}
            className={cn(
              buttonVariants({ variant: "secondary", size: "lg" }),
              "h-auto flex-col gap-0 py-2",
            )}
          >
            <span className="text-xs font-normal">{m.getItOn}</span>
            <span translate="no">Google Play</span>
          </a>
        </div>
        <p className="text-sm text-muted-foreground">
          {m.requires(
            <span key="ios" translate="no">
              {site.minimumIos}+
            </span>,
            <span key="android" translate="no">
              {site.minimumAndroid}+
            </span>,
          )}
        </p>
        <p className="text-sm text-muted-foreground">{m.rated}</p>
      </DialogContent>
    </Dialog>
  );
}
