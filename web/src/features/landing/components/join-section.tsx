import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { useMessages } from "@/lib/i18n/use-messages";
import { landingMessages } from "../messages";
import { minimumVersions } from "@/components/app-download/minimum-versions";

/** The app promotion (the registration link for gurus and temples is in the footer). */
export function JoinSection() {
  const m = useMessages(landingMessages);
  return (
    <section aria-labelledby="join-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <div className="grid gap-6">
        <div className="grid content-start gap-3 rounded-lg bg-maroon-800 p-6 text-saffron-50">
          <h2 id="join-title" className="text-2xl font-extrabold">
            {m.joinTitle}
          </h2>
          <p>{m.rated(...minimumVersions(""))}</p>
          <AppDownloadButton size="lg" className="w-fit">
            {m.download}
          </AppDownloadButton>
        </div>
      </div>
    </section>
  );
}
