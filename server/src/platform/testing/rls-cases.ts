import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import type { PlatformWorld } from "./platform-world.ts";

/** Who acts in a policy case: the world's users, anon, or the service role. */
export type Actor = "anon" | "devotee" | "provider" | "templeAdmin" | "other" | "service";

/** Rows seen (or changed, with `.select()`), a 42501 refusal, or another error. */
export type Outcome = { rows: number } | { denied: 401 | 403 } | { code: string; status: number };

interface Reply {
  data: unknown;
  error: { code: string } | null;
  status: number;
}

export interface RlsCase {
  actor: Actor;
  does: string;
  run: (db: SupabaseClient) => PromiseLike<Reply>;
  expect: Outcome;
}

export const rows = (n: number): Outcome => ({ rows: n });
export const DENIED_ANON: Outcome = { denied: 401 };
export const DENIED: Outcome = { denied: 403 };

function clientOf(world: PlatformWorld, actor: Actor): SupabaseClient {
  if (actor === "anon") return world.anon;
  if (actor === "service") return world.service;
  if (actor === "provider") return world.guru.client;
  return world[actor].client;
}

/** One describe per table, one test per case, run in order against the world `getWorld` returns. */
export function describeRlsCases(
  tables: Record<string, RlsCase[]>,
  getWorld: () => PlatformWorld,
): void {
  for (const [table, cases] of Object.entries(tables)) {
    describe(table, () => {
      it.each(cases)("$actor $does", async ({ actor, run, expect: outcome }) => {
        const reply = await run(clientOf(getWorld(), actor));
        if ("rows" in outcome) {
          expect(reply.error).toBeNull();
          expect(reply.data).toHaveLength(outcome.rows);
        } else if ("denied" in outcome) {
          expect(reply.status).toBe(outcome.denied);
          expect(reply.error).toMatchObject({ code: "42501" });
        } else {
          expect(reply.status).toBe(outcome.status);
          expect(reply.error).toMatchObject({ code: outcome.code });
        }
      });
    });
  }
}
