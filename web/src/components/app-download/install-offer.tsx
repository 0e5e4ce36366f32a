import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { promptInstall, useInstallOption } from "@/lib/install-prompt";
import { installOfferMessages } from "./install-offer.messages";

/**
 * Installing the web app, where the browser allows it: its own prompt (Chromium), or the steps
 * on iPhone and iPad. Elsewhere nothing: continuing on the web, and the store links where
 * configured, remain.
 */
export function InstallOffer({ onInstalled }: { onInstalled: () => void }) {
  const m = useMessages(installOfferMessages);
  const option = useInstallOption();
  if (option === "prompt") {
    return (
      <div className="grid gap-2">
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            void promptInstall().then((accepted) => accepted && onInstalled());
          }}
        >
          {m.install}
        </Button>
        <p className="text-sm text-muted-foreground">{m.installHint}</p>
      </div>
    );
  }
  if (option === "ios-steps") {
    return (
      <section aria-labelledby="install-ios-title" className="grid gap-1 text-sm">
        <h3 id="install-ios-title" className="font-semibold">
          {m.iosTitle}
        </h3>
        <ol className="list-decimal ps-5">
          {m.iosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    );
  }
  return null;
}
