import { HeroSection } from "./hero-section";
import { JoinSection } from "./join-section";
import { LiveNowSection } from "./live-now-section";
import { PathsSection } from "./paths-section";

/** The home page for anonymous visitors (SPEC §2 Home). */
export function LandingPage({ className }: { className?: string }) {
  return (
    <main className={className}>
      <HeroSection />
      <PathsSection />
      <LiveNowSection />
      <JoinSection />
    </main>
  );
}
