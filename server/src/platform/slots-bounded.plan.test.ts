import { beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../db/database.ts";
import { istAt } from "./testing/platform-world.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// available_slots and book_offering read only the bookings that overlap the asked range, through
// the exclusion constraint's GiST index, so their cost does not follow a provider's history: with
// 10,000 bookings over four and a half years, a fortnight's slots read a fortnight's bookings.
// Asserted on rows read and plan shape, never on time.

const BOOKINGS = 10_000;
const { server, world: w } = usePlatformWorld();

beforeAll(async () => {
  // Six a day from about four and a half years ago to two weeks ahead; past ones mostly closed.
  await server.db.query(
    `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
            free_cancel_hours, kept_percent, slot, blocked, status, devotee_name, completed_at)
     select $1, $2, $3, 'Gita Consultation', 'online', 110000, 24, 50,
            tstzrange(s, s + interval '1 hour'), tstzrange(s, s + interval '75 minutes'),
            status::public.booking_status, 'Devotee',
            case when status = 'completed' then s + interval '1 hour' end
       from (select s, case when s > now() then (array['confirmed', 'requested'])[1 + k % 2]
                            when k % 5 = 0 then 'confirmed' else 'completed' end as status
               from (select k, date_trunc('day', now()) - interval '1650 days' + (k / 6) * interval '1 day'
                               + interval '1 hour' + (k % 6) * interval '150 minutes' as s
                       from generate_series(0, $4 - 1) k) t) x`,
    [w.devotee.id, w.consultationId, w.providerId, BOOKINGS],
  );
  await server.db.query("analyze public.bookings");
}, 120_000);

interface TableReads {
  seq_scan: number;
  seq_tup_read: number;
  idx_scan: number;
  idx_tup_fetch: number;
}

/** What this transaction has read from bookings so far (pg_stat_xact_user_tables). */
async function bookingReads(tx: Queryable): Promise<TableReads> {
  const { rows } = await tx.query<TableReads>(
    `select seq_scan::int, seq_tup_read::int, coalesce(idx_scan, 0)::int as idx_scan,
            coalesce(idx_tup_fetch, 0)::int as idx_tup_fetch
       from pg_stat_xact_user_tables where relid = 'public.bookings'::regclass`,
  );
  return rows[0]!;
}

/** Runs `work` as a signed-in user in a transaction rolled back after, with bookings' reads. */
async function readsOf(userId: string, work: (tx: Queryable) => Promise<unknown>) {
  let reads: TableReads | undefined;
  await server.db
    .transaction(async (tx) => {
      const before = await bookingReads(tx);
      await tx.query(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [JSON.stringify({ sub: userId, role: "authenticated" })],
      );
      await work(tx);
      await tx.query("reset role");
      const after = await bookingReads(tx);
      reads = {
        seq_scan: after.seq_scan - before.seq_scan,
        seq_tup_read: after.seq_tup_read - before.seq_tup_read,
        idx_scan: after.idx_scan - before.idx_scan,
        idx_tup_fetch: after.idx_tup_fetch - before.idx_tup_fetch,
      };
      throw new Error("rollback");
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === "rollback")) throw error;
    });
  return reads!;
}

describe("slots bounded by their range", () => {
  it("reads a fortnight's bookings for a fortnight's slots, never the provider's history", async () => {
    const reads = await readsOf(w.devotee.id, (tx) =>
      tx.query(
        "select count(*) from public.available_slots($1, now(), now() + interval '14 days', 60)",
        [w.providerId],
      ),
    );
    expect(reads.seq_scan).toBe(0);
    // One index scan for the range, not one per candidate slot (about 400 in a fortnight).
    expect(reads.idx_scan).toBeLessThan(5);
    // About 90 live bookings lie in the fortnight; the provider has 10,000.
    expect(reads.idx_tup_fetch).toBeLessThan(200);
  });

  it("books by checking the asked slot only", async () => {
    const reads = await readsOf(w.other.id, (tx) =>
      tx.query("select id from public.book_offering($1, $2)", [
        w.consultationId,
        istAt(3, "20:30"),
      ]),
    );
    expect(reads.seq_scan).toBe(0);
    expect(reads.idx_tup_fetch).toBeLessThan(20);
  });

  it("finds a range's live bookings through the exclusion constraint's index", async () => {
    const { rows } = await server.db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `explain (format json)
       select b.blocked from public.bookings b
        where b.provider_id = $1 and b.status in ('requested', 'confirmed')
          and b.blocked && tstzrange(now(), now() + interval '14 days 15 minutes')`,
      [w.providerId],
    );
    const scans = nodesOf(rows[0]!["QUERY PLAN"][0].Plan).filter((node) =>
      /Scan/.test(node["Node Type"]),
    );
    expect(scans.map((node) => node["Index Name"])).toContain("bookings_no_overlap");
    expect(scans.map((node) => node["Node Type"])).not.toContain("Seq Scan");
  });
});

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}
