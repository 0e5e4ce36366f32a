import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { raceTransactions } from "../testing/racing-transactions.ts";
import { openTestDatabase } from "../testing/test-database.ts";

// A provider's offering_kinds, kept by a statement trigger on offerings, when two transactions
// write offerings of one provider at once: the later must not write aggregates that leave out
// the earlier one's offering. PostgreSQL only: PGlite runs one transaction at a time.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "provider aggregates under concurrent writers",
  () => {
    let db: Database;
    let providerId: string;

    beforeAll(async () => {
      db = await openTestDatabase();
      const { rows } = await db.query<{ id: string }>(
        `with u as (insert into auth.users (id, email) values (gen_random_uuid(), 'race@example.test')
                  returning id)
       insert into public.providers (user_id, kind, slug, display_name)
       select u.id, 'pujari', 'race-pujari', 'Race Pujari' from u returning id`,
      );
      providerId = rows[0]!.id;
    }, 120_000);
    afterAll(() => db.close());

    const addOffering = (tx: Pick<Database, "query">, kind: string) =>
      tx.query(
        `insert into public.offerings (provider_id, kind, title, mode, duration_minutes, price_paise)
       values ($1, $2::public.offering_kind, $2, 'online', 60, 50000)`,
        [providerId, kind],
      );

    it("keeps both kinds when the second writer's statement ran before the first committed", async () => {
      const race = await raceTransactions(
        db,
        (tx) => addOffering(tx, "consultation"),
        (tx) => addOffering(tx, "katha"),
        "the second writer",
      );
      await Promise.all([race.first, race.second]);

      const { rows } = await db.query<{ kinds: string[] }>(
        "select offering_kinds::text[] as kinds from public.providers where id = $1",
        [providerId],
      );
      expect([...(rows[0]?.kinds ?? [])].sort()).toEqual(["consultation", "katha"]);
    });
  },
);
