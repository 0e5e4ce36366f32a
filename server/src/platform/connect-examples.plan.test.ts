import { beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../db/database.ts";
import { useTestServer } from "../testing/use-test-server.ts";

// /connect lists real providers first and the examples after them, each part in the chosen order:
// with 5,000 real providers, the examples' part reads the few examples, not every real provider
// an order's index holds before them. Asserted on rows read, never on time.

const REAL = 5_000;
const server = useTestServer();

beforeAll(async () => {
  await server.db.query(
    `with users as (
       insert into auth.users (id, email, aud, role)
       select gen_random_uuid(), 'listed-' || g || '@example.com', 'authenticated', 'authenticated'
         from generate_series(1, $1) g
       returning id, email)
     insert into public.providers (user_id, kind, slug, display_name, verification_status, rating)
     select id, 'pujari', 'listed-' || split_part(split_part(email, '@', 1), '-', 2),
            'Listed Pandit', 'verified', 3 + (random() * 2)::numeric(2, 1)
       from users`,
    [REAL],
  );
  await server.db.query(
    `with users as (
       insert into auth.users (id, email, aud, role)
       select gen_random_uuid(), 'example-' || g || '@example.com', 'authenticated', 'authenticated'
         from generate_series(1, 3) g
       returning id, email)
     insert into public.providers (user_id, kind, slug, display_name, is_sample, rating)
     select id, 'guru', split_part(email, '@', 1), 'Example Acharya', true, 4.9 from users`,
  );
  await server.db.query("analyze public.providers");
}, 120_000);

/** Rows this transaction read from providers (pg_stat_xact_user_tables), running `sql` as anon. */
async function providerReads(sql: string): Promise<{ read: number; rows: number }> {
  let result: { read: number; rows: number } | undefined;
  const reads = async (tx: Queryable) => {
    const { rows } = await tx.query<{ n: number }>(
      `select (seq_tup_read + coalesce(idx_tup_fetch, 0))::int as n
         from pg_stat_xact_user_tables where relid = 'public.providers'::regclass`,
    );
    return rows[0]!.n;
  };
  await server.db
    .transaction(async (tx) => {
      const before = await reads(tx);
      await tx.query("select set_config('role', 'anon', true)");
      const { rows } = await tx.query(sql);
      await tx.query("reset role");
      result = { read: (await reads(tx)) - before, rows: rows.length };
      throw new Error("rollback");
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === "rollback")) throw error;
    });
  return result!;
}

describe("/connect's examples after the real providers", () => {
  it("reads only the examples for the examples' part of a page", async () => {
    const examples = await providerReads(
      `select id from public.provider_listings where is_sample = true
        order by rating_tenths desc nulls last, id limit 21`,
    );
    expect(examples.rows).toBeGreaterThan(0);
    expect(examples.read).toBeLessThan(100);
  });

  it("reads about a page for the real providers' first page", async () => {
    const real = await providerReads(
      `select id from public.provider_listings where is_sample = false
        order by rating_tenths desc nulls last, id limit 21`,
    );
    expect(real.rows).toBe(21);
    expect(real.read).toBeLessThan(200);
  });
});
