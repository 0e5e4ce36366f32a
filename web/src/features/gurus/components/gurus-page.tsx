import { GURUS } from "@/content/gurus";
import { GuruCard } from "./guru-card";

/** /spiritual-gurus: the three sample guru cards (SPEC §2). */
export function GurusPage() {
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-4xl font-extrabold text-secondary">Spiritual Gurus</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Verified teachers and pandits for guidance, rituals and daily practice. Book a session or
          start a chat in the Bhakti Setu app.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {GURUS.map((guru, index) => (
          <li key={guru.id}>
            <GuruCard guru={guru} isAboveFold={index === 0} />
          </li>
        ))}
      </ul>
    </main>
  );
}
