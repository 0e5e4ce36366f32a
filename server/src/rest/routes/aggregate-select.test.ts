import { describe, expect, it } from "vitest";
import { useClient, useTestServer } from "../../testing/use-test-server.ts";
import { applyEmbedFixture } from "../testing/embed-fixture.ts";

// Aggregates in `select` as PostgREST 12 runs them with db-aggregates-enabled: the columns that
// are not aggregated become the GROUP BY, at the root and inside embeds. RLS still applies
// (the anon role never sees the 'secret' service).
const server = useTestServer({ prepare: applyEmbedFixture });
const client = useClient(server);

describe("aggregates", () => {
  it("count(), sum, avg, min and max over the whole table", async () => {
    const { data, error } = await client
      .from("service")
      .select("count(), price.sum(), price.avg()::int, price.min(), top:price.max()");
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 5, sum: 3100, avg: 620, min: 100, top: 1500 }]);
  });

  it("groups by the columns that are not aggregated", async () => {
    const { data } = await client
      .from("service")
      .select("active, n:count(), total:price.sum()")
      .order("active");
    expect(data).toEqual([
      { active: false, n: 2, total: 400 },
      { active: true, n: 3, total: 2700 },
    ]);
  });

  it("respects filters, and groups by a to-one embed", async () => {
    const { data } = await client
      .from("service")
      .select("guide_id, guide(name), price.sum()")
      .eq("active", true)
      .order("guide_id");
    expect(data).toEqual([
      { guide_id: 1, guide: { name: "Asha" }, sum: 2000 },
      { guide_id: 2, guide: { name: "Bala" }, sum: 700 },
    ]);
  });

  it("inside a to-many embed: per parent figures; rel(count) is rel(count())", async () => {
    const { data } = await client
      .from("guide")
      .select("name, service(count), earned:service(price.sum())")
      .order("id");
    expect(data).toEqual([
      { name: "Asha", service: [{ count: 3 }], earned: [{ sum: 2100 }] },
      { name: "Bala", service: [{ count: 2 }], earned: [{ sum: 1000 }] },
      { name: "Chitra", service: [{ count: 0 }], earned: [{ sum: null }] },
    ]);
  });

  it("an aggregate of an unknown column is 42703, in an embed under its alias", async () => {
    const missing = await client.from("service").select("alias:nope.count()");
    expect(missing).toMatchObject({
      status: 400,
      error: { code: "42703", message: "column service.nope does not exist" },
    });
    const embedded = await client.from("guide").select("service(sum)");
    expect(embedded.error).toMatchObject({
      code: "42703",
      message: "column service_1.sum does not exist",
    });
  });
});
