import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { site } from "@/content/site";

/** The app promotion (the registration link for gurus and temples is in the footer). */
export function JoinSection() {
  return (
    <section aria-labelledby="join-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <div className="grid gap-6">
        <div className="grid content-start gap-3 rounded-lg bg-maroon-800 p-6 text-saffron-50">
          <h2 id="join-title" className="text-2xl font-extrabold">
            Take Bhakti Setu with you
          </h2>
          <p>
            Rated 4.8 from 10K+ reviews. Free on {site.minimumIos}+ and {site.minimumAndroid}+.
          </p>
          <AppDownloadButton size="lg" className="w-fit">
            Download the App
          </AppDownloadButton>
        </div>
      </div>
    </section>
  );
}
