import { buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { site } from "@/content/site";
import { cn } from "@/lib/utils";

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Continue in the Bhakti Setu app</DialogTitle>
          <DialogDescription>
            Live darshan, bookings, poojas and 1:1 sessions with gurus happen in our mobile app.
            Install it free to continue.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <a
            href={site.appStoreUrl}
            className={cn(
              buttonVariants({ variant: "secondary", size: "lg" }),
              "h-auto flex-col gap-0 py-2",
            )}
          >
            <span className="text-xs font-normal">Download on the</span>
            <span>App Store</span>
          </a>
          <a
            href={site.playStoreUrl}
            className={cn(
              buttonVariants({ variant: "secondary", size: "lg" }),
              "h-auto flex-col gap-0 py-2",
            )}
          >
            <span className="text-xs font-normal">Get it on</span>
            <span>Google Play</span>
          </a>
        </div>
        <p className="text-sm text-muted-foreground">
          Requires {site.minimumIos}+ on iPhone or {site.minimumAndroid}+ on Android phones.
        </p>
        <p className="text-sm text-muted-foreground">
          Rated 4.8 from 10K+ reviews · 500+ verified guides · 1000+ temples
        </p>
      </DialogContent>
    </Dialog>
  );
}
