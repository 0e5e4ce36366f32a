import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// The provider_listings view through supabase-js: listed providers only, with the kinds, modes and
// lowest price of their active offerings, filterable and sortable as /connect asks.
const { server, world } = usePlatformWorld();

describe("provider_listings", () => {
  it("shows a verified provider's offering kinds, modes and lowest price, never a pending one", async () => {
    const { data, error } = await world.anon
      .from("provider_listings")
      .select("id, offering_kinds, offering_modes, lowest_price_paise")
      .eq("is_sample", false);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const [listing] = data!;
    expect(listing!.id).toBe(world.providerId);
    expect([...listing!.offering_kinds].sort()).toEqual(["consultation", "home_pooja"]);
    expect([...listing!.offering_modes].sort()).toEqual(["offline", "online"]);
    expect(listing!.lowest_price_paise).toBe(110000);
  });

  it("filters by offering kind, mode and price, and ignores withdrawn offerings", async () => {
    const byKind = await world.devotee.client
      .from("provider_listings")
      .select("id")
      .contains("offering_kinds", ["home_pooja"])
      .overlaps("offering_modes", ["offline", "both"])
      .lte("lowest_price_paise", 200000);
    expect(byKind.error).toBeNull();
    expect(byKind.data).toEqual([{ id: world.providerId }]);

    await server.db.query("update public.offerings set active = false where id = $1", [
      world.consultationId,
    ]);
    const { data } = await world.devotee.client
      .from("provider_listings")
      .select("lowest_price_paise, offering_kinds")
      .eq("id", world.providerId)
      .single();
    expect(data).toEqual({ lowest_price_paise: 1100000, offering_kinds: ["home_pooja"] });
    await server.db.query("update public.offerings set active = true where id = $1", [
      world.consultationId,
    ]);
  });

  it("keeps a pending provider out even for its owner", async () => {
    const { data } = await world.pendingGuru.client
      .from("provider_listings")
      .select("id")
      .eq("id", world.pendingProviderId);
    expect(data).toEqual([]);
  });

  it("matches a language whatever case the provider typed it in", async () => {
    await server.db.query("update public.providers set languages = $2 where id = $1", [
      world.providerId,
      ["Hindi", " tamil"],
    ]);
    const { data, error } = await world.devotee.client
      .from("provider_listings")
      .select("id, language_keys")
      .contains("language_keys", ["tamil"]);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: world.providerId, language_keys: ["hindi", "tamil"] }]);
  });
});
