import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { openTestDatabase } from "../testing/test-database.ts";

// Row-level security on the tables the public lists read must cost one lookup per query, not a
// function call per row: PostgreSQL cannot inline app_private's helpers (security definer or
// `set search_path`), so a policy calling one runs it for every row a list scans. A policy may
// call one once, as an InitPlan (`(select …)`), or test a subquery PostgreSQL hashes once.

const LISTING_TABLES = [
  "providers",
  "offerings",
  "temples",
  "temple_events",
  "seva_programs",
  "live_sessions",
  "reviews",
  "temple_photos",
  "katha_sessions",
  "temple_providers",
  "provider_listings",
  "public_reviews",
] as const;

const ROLES = [
  { role: "anon", claims: { role: "anon" } },
  {
    role: "authenticated",
    claims: { role: "authenticated", sub: "7d3f4c4e-0b7a-4a57-9d0e-3f1b2a9c8e10", aal: "aal2" },
  },
] as const;

/** The expression fields of a plan node that run per row. */
const PER_ROW_FIELDS = ["Filter", "Join Filter", "Index Cond", "Recheck Cond", "Hash Cond"];

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

/** Each per-row expression of the plan that calls an app_private function or a correlated SubPlan. */
function findPerRowCalls(node: PlanNode, found: string[] = []): string[] {
  for (const field of PER_ROW_FIELDS) {
    const expression = node[field];
    if (typeof expression !== "string") continue;
    // "(hashed SubPlan 1)" builds its hash table once; "SubPlan 1" alone runs for each row.
    if (/app_private\.\w+\(/.test(expression) || /(?<!hashed )SubPlan \d+/.test(expression)) {
      found.push(`${node["Node Type"]} on ${node["Relation Name"] ?? "?"}: ${field} ${expression}`);
    }
  }
  for (const child of node.Plans ?? []) findPerRowCalls(child, found);
  return found;
}

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe("listing policies", () => {
  for (const { role, claims } of ROLES) {
    it.each(LISTING_TABLES)(`%s as ${role} calls no function per row`, async (table) => {
      const plan = await db.transaction(async (tx) => {
        await tx.query(
          "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
          [role, JSON.stringify(claims)],
        );
        // Every column the role may read: `*` as far as its column grants allow.
        const columns = await tx.query<{ list: string }>(
          `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped
              and has_column_privilege(attrelid, attnum, 'SELECT')`,
          [`public.${table}`],
        );
        const list = columns.rows[0]?.list;
        // A role with no grant on the table reads nothing there, so scans nothing per row.
        if (!list) return undefined;
        const { rows } = await tx.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
          `explain (format json) select ${list} from public.${table}`,
        );
        return rows[0]!["QUERY PLAN"][0].Plan;
      });
      expect(plan ? findPerRowCalls(plan) : []).toEqual([]);
    });
  }
});
