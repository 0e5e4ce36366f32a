import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { TITLE_SUFFIX } from "@/lib/page-meta";
import { appMessages } from "./messages";

/**
 * Shown instead of a page whose code could not be fetched: offline, a page not opened on this
 * device before. Try again reloads once, when the person asks.
 */
export function OfflinePage() {
  const m = useMessages(appMessages);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6">
      {/* The page's own title: the route that failed never gave one. */}
      <title>{`${m.offlineTitle} | ${TITLE_SUFFIX}`}</title>
      <h1 className="text-3xl font-bold text-secondary">{m.offlineTitle}</h1>
      <p className="text-lg">{m.offlineDetail}</p>
      <p className="text-lg">{m.offlineWhatWorks}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" onClick={() => window.location.reload()}>
          {m.tryAgain}
        </Button>
        <a href="/" className="font-semibold text-primary underline underline-offset-4">
          {m.home}
        </a>
      </div>
    </main>
  );
}
