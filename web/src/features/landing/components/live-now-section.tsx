import { Link } from "react-router";
import { publicPaths } from "@/config/public-paths";
import type { LiveItem } from "@/content/live-items";
import { useMessages } from "@/lib/i18n/use-messages";
import { landingMessages } from "../messages";
import { LiveItemCard } from "./live-item-card";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

/**
 * Live Now: four live or upcoming sessions (the specification's four samples on a fresh install).
 * When none can be shown, the live page is the next step (it reads the lists again).
 */
export function LiveNowSection({ items }: { items: readonly LiveItem[] | null }) {
  const m = useMessages(landingMessages);
  return (
    <section aria-labelledby="live-now-title" className="bg-accent">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="live-now-title" className="text-3xl font-extrabold text-secondary">
              {m.liveNow}
            </h2>
            <p className="mt-2 text-muted-foreground">{m.liveIntro}</p>
          </div>
          <Link to={publicPaths.live} className={linkClass}>
            {m.seeAll}
          </Link>
        </div>
        {items?.length ? (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {/* Keyed by position: the cards hold no state, and when the database's rows replace
                the pre-rendered ones (other ids, same content) the cards update in place instead
                of being rebuilt, which on a slow phone cost long tasks after the first paint. */}
            {items.map((item, index) => (
              <li key={index}>
                <LiveItemCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8">
            {items ? m.nobody : m.failed}{" "}
            <Link to={publicPaths.live} className={linkClass}>
              {items ? m.comingUp : m.tryLive}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
