import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { useRivalTempleAdmin } from "./testing/rival-temple-admin.ts";

// A temple's gallery rows through supabase-js: order kept by the database, writes by its admins.
const { server, world } = usePlatformWorld();
const rivalAdmin = useRivalTempleAdmin(server);

async function add(caption: string, client = world.templeAdmin.client, folder = world.templeId) {
  return client
    .from("temple_photos")
    .insert({ temple_id: world.templeId, path: `${folder}/gallery/${caption}.webp`, caption })
    .select("id, position")
    .single<{ id: string; position: number }>();
}

async function captionsInOrder() {
  const { data } = await world.anon
    .from("temple_photos")
    .select("caption")
    .eq("temple_id", world.templeId)
    .order("position");
  return data!.map((row: { caption: string }) => row.caption);
}

describe("temple_photos", () => {
  it("places each new photo last and shows the gallery of a listed temple to anyone", async () => {
    for (const caption of ["Garbhagriha", "Gopuram", "Deepstambh"]) {
      expect((await add(caption)).error).toBeNull();
    }
    expect(await captionsInOrder()).toEqual(["Garbhagriha", "Gopuram", "Deepstambh"]);
  });

  it("moves a photo up and down, and not past either end", async () => {
    const { data } = await world.anon
      .from("temple_photos")
      .select("id, caption")
      .eq("caption", "Deepstambh")
      .single<{ id: string }>();
    const move = (direction: number) =>
      world.templeAdmin.client.rpc("move_temple_photo", { photo_id: data!.id, direction });
    expect((await move(-1)).error).toBeNull();
    expect(await captionsInOrder()).toEqual(["Garbhagriha", "Deepstambh", "Gopuram"]);
    await move(-1);
    await move(-1);
    expect(await captionsInOrder()).toEqual(["Deepstambh", "Garbhagriha", "Gopuram"]);
    expect((await move(2)).error?.code).toBe("22023");
  });

  it("refuses another temple's admin, a path outside the temple's folder, and anon removal", async () => {
    expect((await add("Intruder", rivalAdmin.client)).error?.code).toBe("42501");
    expect(
      (await add("Elsewhere", world.templeAdmin.client, world.pendingTempleId)).error?.code,
    ).toBe("23514");
    const { data } = await world.anon.from("temple_photos").select("id").limit(1).single();
    const rivalMove = await rivalAdmin.client.rpc("move_temple_photo", {
      photo_id: data!.id,
      direction: 1,
    });
    expect(rivalMove.error?.code).toBe("PT404");
    const removed = await rivalAdmin.client
      .from("temple_photos")
      .delete()
      .eq("id", data!.id)
      .select();
    expect(removed.data).toEqual([]);
    expect(await captionsInOrder()).toHaveLength(3);
  });

  it("keeps a pending temple's photos to its admins", async () => {
    await world.templeAdmin.client.from("temple_photos").insert({
      temple_id: world.pendingTempleId,
      path: `${world.pendingTempleId}/gallery/x.webp`,
    });
    const anon = await world.anon
      .from("temple_photos")
      .select("id")
      .eq("temple_id", world.pendingTempleId);
    expect(anon.data).toEqual([]);
    const admin = await world.templeAdmin.client
      .from("temple_photos")
      .select("id")
      .eq("temple_id", world.pendingTempleId);
    expect(admin.data).toHaveLength(1);
  });
});
