import { COMMUNITY_FIGURES } from "@/content/live-streams";
import { TitledSection } from "@/components/titled-section";
import { formatCount } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { liveMessages } from "../messages";

/**
 * Live Community Stats. Devotees watching now is the sum of the Live Now viewers (null while
 * those are not known); the other figures are the platform's published ones.
 */
export function CommunityStats({ watchingNow }: { watchingNow: number | null }) {
  const m = useMessages(liveMessages);
  const stats = [
    { label: m.watchingNow, value: watchingNow === null ? "–" : formatCount(watchingNow) },
    ...COMMUNITY_FIGURES.map((value, index) => ({ label: m.figures[index], value })),
  ];
  return (
    <TitledSection
      title={m.statsTitle}
      titleClassName="text-2xl font-extrabold"
      className="rounded-lg bg-maroon-800 p-4 text-saffron-50 sm:p-6"
    >
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-saffron-400 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
