import type { LiveItem } from "@/content/live-items";
import { HeroSection } from "./hero-section";
import { JoinSection } from "./join-section";
import { LiveNowSection } from "./live-now-section";
import { PathsSection } from "./paths-section";

/** The home page for anonymous visitors (SPEC §2 Home); `liveItems` is null when unreadable. */
export function LandingPage({
  className,
  liveItems,
}: {
  className?: string;
  liveItems: readonly LiveItem[] | null;
}) {
  return (
    <main className={className}>
      <HeroSection />
      <PathsSection />
      <LiveNowSection items={liveItems} />
      <JoinSection />
    </main>
  );
}
