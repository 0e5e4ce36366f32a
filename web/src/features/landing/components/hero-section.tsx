import { AppDownloadButton } from "@/components/app-download/app-download-button";

const CLAIMS = [
  { value: "500+", label: "Verified guides" },
  { value: "1000+", label: "Temples" },
  { value: "24/7", label: "Live content" },
  { value: "4.8", label: "App rating from 10K+ reviews" },
];

/** The first screen of the landing page; painted from the pre-rendered HTML. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-maroon-800 text-saffron-50">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div className="grid gap-6">
          <p className="w-fit rounded-full bg-maroon-900 px-3 py-1 text-sm font-semibold text-saffron-400">
            Trusted by devotees across India
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold sm:text-5xl">
            Your Spiritual Gateway to <span className="text-saffron-400">gurus, temples</span> and
            live darshan
          </h1>
          <p className="max-w-xl text-lg">
            Talk to verified gurus and pujaris, book poojas, pray at 1000+ temples and join aarti
            live, wherever you are.
          </p>
          <div className="flex flex-wrap gap-3">
            <AppDownloadButton size="lg">Begin Your Journey</AppDownloadButton>
            <AppDownloadButton size="lg" variant="light">
              Watch Live Darshan
            </AppDownloadButton>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse">
                <dt className="text-sm">{claim.label}</dt>
                <dd className="text-2xl font-extrabold text-saffron-400">{claim.value}</dd>
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
