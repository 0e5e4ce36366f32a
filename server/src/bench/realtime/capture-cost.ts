// What capturing changes costs a write: the same single-row inserts into a table outside the
// supabase_realtime publication and into one inside it (the capture trigger writes a feed row and
// NOTIFYs). Runs interleaved, alternating which table goes first, so the machine's noise falls on
// both alike.
import type { Database } from "../../db/database.ts";

export interface CaptureCost {
  plainMsPerWrite: number;
  capturedMsPerWrite: number;
}

const WRITES = 2000;
const ROUNDS = 4;

export async function measureCaptureCost(
  db: Database,
  syncCaptureTriggers: () => Promise<void>,
): Promise<CaptureCost> {
  await db.exec(`
    create table public.bench_plain (id bigint generated always as identity primary key, body text not null);
    create table public.bench_captured (id bigint generated always as identity primary key, body text not null);
    alter publication supabase_realtime add table public.bench_captured;
  `);
  await syncCaptureTriggers();
  const totals = { plain: 0, captured: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const order =
      round % 2 === 0 ? (["plain", "captured"] as const) : (["captured", "plain"] as const);
    for (const table of order) {
      const started = performance.now();
      for (let write = 0; write < WRITES; write++) {
        await db.query(`insert into public.bench_${table} (body) values ($1)`, ["जय श्री राम"]);
      }
      totals[table] += performance.now() - started;
    }
  }
  await db.exec(`
    alter publication supabase_realtime drop table public.bench_captured;
    drop table public.bench_plain, public.bench_captured;
  `);
  const perWrite = (total: number) => total / (WRITES * ROUNDS);
  return { plainMsPerWrite: perWrite(totals.plain), capturedMsPerWrite: perWrite(totals.captured) };
}
