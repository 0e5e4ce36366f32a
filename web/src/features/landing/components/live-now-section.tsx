import { Link } from "react-router";
import { paths } from "@/config/paths";
import { LIVE_ITEMS } from "@/content/live-items";
import { LiveItemCard } from "./live-item-card";

/** Live Now: the four sample live items of the home page. */
export function LiveNowSection() {
  return (
    <section aria-labelledby="live-now-title" className="bg-accent">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="live-now-title" className="text-3xl font-extrabold text-secondary">
              Live Now
            </h2>
            <p className="mt-2 text-muted-foreground">
              Aarti, darshan, pravachan and bhajan, streaming from temples across India.
            </p>
          </div>
          <Link
            to={paths.live}
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            See all live streams
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LIVE_ITEMS.map((item) => (
            <li key={item.id}>
              <LiveItemCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
