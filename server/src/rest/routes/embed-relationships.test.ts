import { describe, expect, it } from "vitest";
import { useClient, useTestServer } from "../../testing/use-test-server.ts";
import { applyEmbedFixture } from "../testing/embed-fixture.ts";

// How relationships are found and shaped: one-to-one objects, self-references, spreads, and the
// errors PostgREST gives for ambiguous, duplicate or impossible embeds.
const server = useTestServer({ prepare: applyEmbedFixture });
const client = useClient(server);

describe("cardinality", () => {
  it("a key that is also the referencing table's primary key is one-to-one from both ends", async () => {
    const { data } = await client.from("guide").select("name, guide_card(motto)").order("id");
    expect(data).toEqual([
      { name: "Asha", guide_card: { motto: "Serve all" } },
      { name: "Bala", guide_card: null },
      { name: "Chitra", guide_card: null },
    ]);
    const back = await client.from("guide_card").select("guide(name)").single();
    expect(back.data).toEqual({ guide: { name: "Asha" } });
  });

  it("self-references: children by table name or !column hint, the parent by column", async () => {
    const { data } = await client
      .from("topic")
      .select("label, parent_id(label), children:topic!parent_id(label)")
      .order("id")
      .order("id", { referencedTable: "children" });
    expect(data).toEqual([
      { label: "Root", parent_id: null, children: [{ label: "Vedas" }, { label: "Puranas" }] },
      { label: "Vedas", parent_id: { label: "Root" }, children: [{ label: "Rig" }] },
      { label: "Puranas", parent_id: { label: "Root" }, children: [] },
      { label: "Rig", parent_id: { label: "Vedas" }, children: [] },
    ]);
    const byName = await client.from("topic").select("id, topic(id)").eq("id", 2).single();
    expect(byName.data).toEqual({ id: 2, topic: [{ id: 4 }] });
  });

  it("a self-reference hinted by its constraint name is PGRST200, as in PostgREST", async () => {
    const reply = await client.from("topic").select("topic!topic_parent_id_fkey(id)");
    expect(reply).toMatchObject({
      status: 400,
      error: {
        code: "PGRST200",
        details:
          "Searched for a foreign key relationship between 'topic' and 'topic' using the hint 'topic_parent_id_fkey' in the schema 'public', but no matches were found.",
      },
    });
  });
});

describe("rpc results", () => {
  it("rows of a table type embed its related tables, with their modifiers", async () => {
    const { data, error } = await client
      .rpc("guides_in", { place: "Pune" })
      .select("name, service(title), guide_card(motto)")
      .eq("service.active", false)
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Asha", service: [{ title: "Retired" }], guide_card: { motto: "Serve all" } },
      { name: "Bala", service: [{ title: "Arati" }], guide_card: null },
    ]);
  });
});

describe("spread", () => {
  it("lifts a to-one's columns into the parent", async () => {
    const { data } = await client
      .from("service")
      .select("title, ...guide(guide_name:name, city)")
      .eq("id", 20)
      .single();
    expect(data).toEqual({ title: "Sankalp", guide_name: "Bala", city: "Pune" });
  });

  it("a to-many spread is PGRST119", async () => {
    expect(await client.from("guide").select("name, ...service(title)")).toMatchObject({
      status: 400,
      error: {
        code: "PGRST119",
        message: "A spread operation on 'service' is not possible",
        details: "'guide' and 'service' do not form a many-to-one or one-to-one relationship",
      },
    });
  });
});

describe("errors", () => {
  it("two embeds under one name are 42712 with Postgres's message", async () => {
    const reply = await client.from("service").select("guide(name), guide(city)");
    expect(reply).toMatchObject({
      status: 400,
      error: {
        code: "42712",
        message: 'table name "service_guide_1" specified more than once',
      },
    });
  });

  it("ambiguity lists the candidate relationships in details (PGRST201)", async () => {
    const reply = await client.from("swap").select("guide(name)");
    expect(reply).toMatchObject({
      status: 300,
      error: {
        code: "PGRST201",
        details: [
          {
            cardinality: "many-to-one",
            embedding: "swap with guide",
            relationship: "swap_giver_fkey using swap(giver) and guide(id)",
          },
          {
            cardinality: "many-to-one",
            embedding: "swap with guide",
            relationship: "swap_taker_fkey using swap(taker) and guide(id)",
          },
        ],
        hint: "Try changing 'guide' to one of the following: 'guide!swap_giver_fkey', 'guide!swap_taker_fkey'. Find the desired relationship in the 'details' key.",
      },
    });
  });
});
