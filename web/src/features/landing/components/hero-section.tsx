import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { useMessages } from "@/lib/i18n/use-messages";
import { landingMessages } from "../messages";

/** The figures beside `claims` of the book, in the same order. */
const CLAIM_VALUES = ["500+", "1000+", "24/7", "4.8"];

/** The first screen of the landing page; painted from the pre-rendered HTML. */
export function HeroSection() {
  const m = useMessages(landingMessages);
  const [before, highlight, after] = m.title;
  return (
    <section aria-labelledby="hero-title" className="bg-maroon-800 text-saffron-50">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div className="grid gap-6">
          <p className="w-fit rounded-full bg-maroon-900 px-3 py-1 text-sm font-semibold text-saffron-400">
            {m.trusted}
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold sm:text-5xl">
            {before} <span className="text-saffron-400">{highlight}</span> {after}
          </h1>
          <p className="max-w-xl text-lg">{m.intro}</p>
          <div className="flex flex-wrap gap-3">
            <AppDownloadButton size="lg">{m.begin}</AppDownloadButton>
            <AppDownloadButton size="lg" variant="light">
              {m.watch}
            </AppDownloadButton>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {m.claims.map((label, index) => (
              <div key={index} className="flex flex-col-reverse">
                <dt className="text-sm">{label}</dt>
                <dd className="text-2xl font-extrabold text-saffron-400">{CLAIM_VALUES[index]}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src="/images/hero-temple.svg"
          alt=""
          width={480}
          height={360}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-sm md:max-w-md"
        />
      </div>
    </section>
  );
}
