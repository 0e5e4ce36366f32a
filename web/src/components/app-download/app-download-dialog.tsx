import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { site } from "@/content/site";
import { authDialogPath } from "@/lib/auth/auth-redirects";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { InstallOffer } from "./install-offer";
import { appDownloadMessages } from "./messages";
import { minimumVersions } from "./minimum-versions";

interface AppDownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where Continue on the web leads after sign-up or sign-in (a path of this site). */
  destination?: string;
  /** Where focus goes on close (Radix would focus its Trigger; this dialog has none). */
  onCloseAutoFocus: (event: Event) => void;
}

const storeButton = cn(
  buttonVariants({ variant: "secondary", size: "lg" }),
  "h-auto flex-col gap-0 py-2",
);

/**
 * "Get the app" popup used by every call to action of the public site (SPEC §1, §2), with a way
 * to carry on in the browser: the sign-up dialog on this page, then `destination`. Store buttons
 * show only for the addresses configured; without any, installing the web app stands in.
 */
export function AppDownloadDialog({
  open,
  onOpenChange,
  destination,
  onCloseAutoFocus,
}: AppDownloadDialogProps) {
  const m = useMessages(appDownloadMessages);
  const here = typeof window === "undefined" ? "/" : window.location.pathname;
  const hasStores = Boolean(site.appStoreUrl ?? site.playStoreUrl);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeading title={m.title} description={m.description} />
        <div className="grid gap-2">
          <Link
            to={authDialogPath("sign-up", destination, here)}
            replace
            preventScrollReset
            onClick={close}
            className={buttonVariants({ size: "lg" })}
          >
            {m.continueOnWeb}
          </Link>
          <p className="text-sm text-muted-foreground">
            {m.continueOnWebHint}{" "}
            <span>
              {m.haveAccount}{" "}
              <Link
                to={authDialogPath("sign-in", destination, here)}
                replace
                preventScrollReset
                onClick={close}
                className="font-semibold text-primary underline underline-offset-2"
              >
                {m.signIn}
              </Link>
            </span>
          </p>
        </div>
        <InstallOffer onInstalled={close} />
        {hasStores ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {site.appStoreUrl ? (
                <a href={site.appStoreUrl} className={storeButton}>
                  <span className="text-xs font-normal">{m.downloadOnThe}</span>
                  <span translate="no">App Store</span>
                </a>
              ) : null}
              {site.playStoreUrl ? (
                <a href={site.playStoreUrl} className={storeButton}>
                  <span className="text-xs font-normal">{m.getItOn}</span>
                  <span translate="no">Google Play</span>
                </a>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">{m.requires(...minimumVersions())}</p>
          </>
        ) : null}
        <p className="text-sm text-muted-foreground">{m.rated}</p>
      </DialogContent>
    </Dialog>
  );
}
