import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { parseQuery } from "../query/parse-query.ts";
import { createSchemaCache } from "../schema-cache.ts";
import { compileRead } from "../sql/compile-read.ts";
import { qualifiedTableName, tableRelation } from "../sql/relation.ts";

// A limited read builds its embeds for the page's rows only, so its cost does not grow with the
// table; and the page is the same as the rows it would cut from the whole result.
const PARENTS = 300;

const server = useTestServer();
let client: SupabaseClient;

beforeAll(async () => {
  await server.db.exec(`
    create table public.seller (id int primary key, name text not null, rank int not null);
    create table public.item (
      id int primary key, seller_id int not null references public.seller (id), title text not null);
    create table public.seller_card (seller_id int primary key references public.seller (id), motto text);
    grant select on public.seller, public.item, public.seller_card to anon;
    insert into public.seller select n, 'seller ' || n, n % 7 from generate_series(1, ${PARENTS}) n;
    insert into public.item select n, 1 + n % ${PARENTS}, 'item ' || n from generate_series(1, ${2 * PARENTS}) n;
    insert into public.seller_card select n, 'motto ' || n from generate_series(1, ${PARENTS}, 3) n;
    analyze public.seller, public.item, public.seller_card;
  `);
  client = server.createClient();
});

/** How many times each aggregate of the read ran (an embed's `json_agg` once per parent row). */
async function lateralLoops(table: string, search: string): Promise<number[]> {
  const catalog = await createSchemaCache(server.db, server.clock).get({ table });
  const info = catalog.tables.get(table)!;
  const from = qualifiedTableName(info);
  const query = parseQuery(new URLSearchParams(search));
  const compiled = compileRead(query, tableRelation(info, from, catalog), from, false);
  const { rows } = await server.db.query<Record<string, unknown>>(
    `explain (analyze, format json) ${compiled.sql}`,
    compiled.params,
  );
  const raw = Object.values(rows[0]!)[0];
  const [{ Plan }] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const loops: number[] = [];
  const walk = (node: PlanNode) => {
    if (node["Node Type"] === "Aggregate") loops.push(node["Actual Loops"]);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return loops;
}

interface PlanNode {
  "Node Type": string;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

describe("embeds of a limited read", () => {
  it("are built for the page's rows only, ordered by a column without an index", async () => {
    const loops = await lateralLoops(
      "seller",
      "select=id,name,item(id,title),seller_card(motto)&order=rank.desc,name.asc&limit=5",
    );
    expect(loops.length).toBeGreaterThan(1);
    for (const count of loops) expect(count).toBeLessThanOrEqual(5);
  });

  it("with an offset, for the offset's rows and the page's only", async () => {
    const loops = await lateralLoops(
      "seller",
      "select=name,item(title)&order=rank.asc,id.asc&offset=20&limit=10",
    );
    for (const count of loops) expect(count).toBeLessThanOrEqual(30);
  });

  it("the page is the whole result's rows at those places", async () => {
    const select = "id, name, rank, item(id, title), seller_card(motto)";
    const whole = await client
      .from("seller")
      .select(select)
      .gt("rank", 2)
      .order("rank", { ascending: false })
      .order("id");
    const page = await client
      .from("seller")
      .select(select)
      .gt("rank", 2)
      .order("rank", { ascending: false })
      .order("id")
      .range(7, 18);
    expect(page.error).toBeNull();
    expect(page.data).toEqual(whole.data!.slice(7, 19));
    const unordered = await client.from("seller").select("name, item(title)").limit(3);
    expect(unordered.data).toHaveLength(3);
  });

  it("a limited embed with embeds of its own, under a limited parent", async () => {
    const { data, error } = await client
      .from("seller")
      .select("id, item(id, seller(name))")
      .order("id", { referencedTable: "item", ascending: false })
      .limit(1, { referencedTable: "item" })
      .order("id")
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, item: [{ id: 600, seller: { name: "seller 1" } }] },
      { id: 2, item: [{ id: 301, seller: { name: "seller 2" } }] },
    ]);
  });

  it("an inner embed or a filter on an embed still picks its page after the join", async () => {
    const inner = await client
      .from("seller")
      .select("id, seller_card!inner(motto)")
      .order("id")
      .limit(3);
    expect(inner.data).toEqual([
      { id: 1, seller_card: { motto: "motto 1" } },
      { id: 4, seller_card: { motto: "motto 4" } },
      { id: 7, seller_card: { motto: "motto 7" } },
    ]);
    const withoutCard = await client
      .from("seller")
      .select("id, seller_card(motto)")
      .is("seller_card", null)
      .order("id")
      .limit(2);
    expect(withoutCard.data).toEqual([
      { id: 2, seller_card: null },
      { id: 3, seller_card: null },
    ]);
  });
});
