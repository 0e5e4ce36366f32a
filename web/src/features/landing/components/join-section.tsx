import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/content/site";
import { cn } from "@/lib/utils";

/** The app promotion and the registration invitation for gurus and temples. */
export function JoinSection() {
  return (
    <section aria-labelledby="join-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <div className="grid gap-6 md:grid-cols-2">
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
        <div className="grid content-start gap-3 rounded-lg border border-border bg-card p-6">
          <h2 className="text-2xl font-extrabold text-secondary">Are you a guru or a temple?</h2>
          <p>
            Join 500+ verified guides and 1000+ temples reaching devotees every day. One short form
            for gurus, pujaris and temple committees.
          </p>
          <a
            href={site.registrationFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "secondary", size: "lg" }), "w-fit")}
          >
            Register with Bhakti Setu
          </a>
        </div>
      </div>
    </section>
  );
}
