import { describe, expect, it } from "vitest";
import { useClient, useTestServer } from "../../testing/use-test-server.ts";
import { applyEmbedFixture } from "../testing/embed-fixture.ts";

// Filters, order and limit on embedded resources, `!inner`, null filters on embeds and empty
// embeds, through supabase-js as the web app sends them.
const server = useTestServer({ prepare: applyEmbedFixture });
const client = useClient(server);

describe("filters, order and limit on an embedded resource", () => {
  it("filter the embedded rows, not the parents", async () => {
    const { data, error } = await client
      .from("guide")
      .select("name, service(title)")
      .eq("service.active", true)
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Asha", service: [{ title: "Katha" }, { title: "Puja" }] },
      { name: "Bala", service: [{ title: "Sankalp" }] },
      { name: "Chitra", service: [] },
    ]);
  });

  it("order, limit and range through referencedTable; or= on the embed", async () => {
    const { data } = await client
      .from("guide")
      .select("name, service(title)")
      .order("title", { referencedTable: "service", ascending: false })
      .limit(2, { referencedTable: "service" })
      .order("id")
      .limit(2);
    expect(data).toEqual([
      { name: "Asha", service: [{ title: "Retired" }, { title: "Puja" }] },
      { name: "Bala", service: [{ title: "Sankalp" }, { title: "Arati" }] },
    ]);
    const ranged = await client
      .from("guide")
      .select("id, offers:service(title)")
      .order("title", { referencedTable: "offers" })
      .range(1, 1, { referencedTable: "offers" })
      .or("price.gt.1000,title.eq.Retired", { referencedTable: "offers" })
      .eq("id", 1);
    expect(ranged.data).toEqual([{ id: 1, offers: [{ title: "Retired" }] }]);
  });

  it("nested paths reach deeper embeds", async () => {
    const { data } = await client
      .from("guide_card")
      .select("motto, guide(name, service(title))")
      .eq("guide.service.price", 500);
    expect(data).toEqual([
      { motto: "Serve all", guide: { name: "Asha", service: [{ title: "Katha" }] } },
    ]);
  });

  it("orders parents by a column of a to-one embed; a to-many is PGRST118", async () => {
    const { data } = await client
      .from("service")
      .select("title, guide(name)")
      .in("id", [11, 20])
      .order("guide(name)", { ascending: false });
    expect(data).toEqual([
      { title: "Sankalp", guide: { name: "Bala" } },
      { title: "Puja", guide: { name: "Asha" } },
    ]);
    expect(
      await client.from("guide").select("service(title)").order("service(title)"),
    ).toMatchObject({
      status: 400,
      error: {
        code: "PGRST118",
        message: "A related order on 'service' is not possible",
      },
    });
  });

  it("a modifier on a resource the select does not embed is PGRST108", async () => {
    const reply = await client.from("guide").select("name").eq("service.active", true);
    expect(reply).toMatchObject({
      status: 400,
      error: {
        code: "PGRST108",
        message: "'service' is not an embedded resource in this request",
        hint: "Verify that 'service' is included in the 'select' query parameter.",
      },
    });
  });
});

describe("!inner and null filters on embeds", () => {
  it("!inner keeps only the parents with a matching embedded row", async () => {
    const { data } = await client
      .from("guide")
      .select("name, service!inner(title)")
      .eq("service.title", "Sankalp");
    expect(data).toEqual([{ name: "Bala", service: [{ title: "Sankalp" }] }]);
  });

  it("!inner on a to-one drops rows whose related row is filtered away", async () => {
    const { data } = await client
      .from("service")
      .select("title, guide!inner(city)")
      .eq("guide.name", "Bala")
      .order("id");
    expect(data).toEqual([
      { title: "Sankalp", guide: { city: "Pune" } },
      { title: "Arati", guide: { city: "Pune" } },
    ]);
  });

  it("an empty embed filters without adding a key; is null / not is null on it", async () => {
    const filtered = await client
      .from("guide")
      .select("name, service!inner()")
      .eq("service.active", false)
      .order("id");
    expect(filtered.data).toEqual([{ name: "Asha" }, { name: "Bala" }]);
    const without = await client.from("guide").select("name, guide_card()").is("guide_card", null);
    expect(without.data).toEqual([{ name: "Bala" }, { name: "Chitra" }]);
    const withCard = await client
      .from("guide")
      .select("name, guide_card(motto)")
      .not("guide_card", "is", null);
    expect(withCard.data).toEqual([{ name: "Asha", guide_card: { motto: "Serve all" } }]);
  });

  it("counts only the parents the inner join keeps", async () => {
    const { count, data } = await client
      .from("guide")
      .select("id, service!inner()", { count: "exact" })
      .eq("service.price", 700);
    expect({ count, data }).toEqual({ count: 1, data: [{ id: 2 }] });
  });
});
