import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { publicPaths } from "@/config/public-paths";
import { site } from "@/content/site";
import { useMessages } from "@/lib/i18n/use-messages";
import { leaveSiteFor } from "@/lib/leave-site";
import { downloadMessages } from "../messages";
import { useRedirectCountdown } from "../use-redirect-countdown";
import { minimumVersions } from "@/components/app-download/minimum-versions";

function openInstallLink() {
  leaveSiteFor(site.appInstallUrl);
}

/**
 * /download and the links the app shares (/guruji-profile/…, /event/…, /centre/…): counts
 * 10 → 0, then opens the app-install link. Download App Now is a plain link (it works before the
 * scripts load); it and Continue to Website stop the countdown, so the page never redirects twice.
 */
export function DownloadPage() {
  const m = useMessages(downloadMessages);
  const { remaining, isCancelled, cancel } = useRedirectCountdown(openInstallLink);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-maroon-800 px-4 py-10 text-saffron-50">
      <div className="grid w-full max-w-md justify-items-center gap-6 rounded-2xl bg-maroon-900 p-8 text-center shadow-xl">
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <h1 className="text-3xl font-extrabold">{m.title}</h1>
        <p>{m.body(...minimumVersions())}</p>
        <p
          aria-live="polite"
          aria-atomic="true"
          className="rounded-lg bg-maroon-800 px-4 py-3 text-lg font-semibold"
        >
          {isCancelled
            ? m.stopped
            : m.redirecting(
                <span key="count" className="text-2xl font-extrabold text-saffron-400">
                  {remaining}
                </span>,
                remaining,
              )}
        </p>
        <div className="grid w-full gap-3">
          <a href={site.appInstallUrl} onClick={cancel} className={buttonVariants({ size: "lg" })}>
            {m.downloadNow}
          </a>
          <Link
            to={publicPaths.home}
            onClick={cancel}
            className={buttonVariants({ variant: "light", size: "lg" })}
          >
            {m.website}
          </Link>
        </div>
      </div>
    </main>
  );
}
