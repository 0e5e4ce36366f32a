import { Link } from "react-router";
import { PublicListError } from "@/components/public-list-error";
import { publicPaths } from "@/config/public-paths";
import type { Guru } from "@/content/gurus";
import { useMessages } from "@/lib/i18n/use-messages";
import { gurusMessages } from "../messages";
import { GuruCard } from "./guru-card";

/**
 * /spiritual-gurus: the listed gurus, the three sample cards on a fresh install (SPEC §2).
 * `gurus` is null when they could not be read.
 */
export function GurusPage({ gurus }: { gurus: readonly Guru[] | null }) {
  const m = useMessages(gurusMessages);
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-4xl font-extrabold text-secondary">{m.title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      {gurus === null ? (
        <PublicListError what={m.gurusWhat} path={publicPaths.spiritualGurus} />
      ) : null}
      {gurus?.length === 0 ? (
        <p>
          {m.none}{" "}
          <Link to={publicPaths.live} className="font-semibold text-primary underline">
            {m.watchLive}
          </Link>
        </p>
      ) : null}
      {gurus?.length ? (
        <ul className="grid gap-4 md:grid-cols-3">
          {/* Keyed by position: when the database's rows replace the pre-rendered ones (other
              ids), the cards update in place, keeping the focus a press may have put there. */}
          {gurus.map((guru, index) => (
            <li key={index}>
              <GuruCard guru={guru} isAboveFold={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
