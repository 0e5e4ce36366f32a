import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { useRivalTempleAdmin } from "./testing/rival-temple-admin.ts";
import type { PlatformUser } from "./testing/platform-world.ts";
import { notificationsOf } from "./testing/notifications-of.ts";

// A temple invites a verified provider; the provider answers; devotees see accepted ones.
const { server, world } = usePlatformWorld();
const rivalAdmin = useRivalTempleAdmin(server);

const invite = (client: PlatformUser["client"], providerId = world.providerId) =>
  client.rpc("invite_temple_provider", { temple_id: world.templeId, provider_id: providerId });

const publicAssociations = async () =>
  (
    await world.anon
      .from("temple_providers")
      .select("provider_id, providers(display_name)")
      .eq("temple_id", world.templeId)
  ).data;

describe("temple_providers", () => {
  it("refuses another temple's admin, a pending provider, and inviting twice", async () => {
    expect((await invite(rivalAdmin.client)).error?.code).toBe("PT404");
    expect((await invite(world.templeAdmin.client, world.pendingProviderId)).error?.code).toBe(
      "PT404",
    );
    expect((await invite(world.templeAdmin.client)).error).toBeNull();
    expect((await invite(world.templeAdmin.client)).error?.code).toBe("PT409");
  });

  it("shows an invitation to the provider, not to devotees, until it is accepted", async () => {
    expect(await publicAssociations()).toEqual([]);
    const { data: mine } = await world.guru.client
      .from("temple_providers")
      .select("status, temples(name)")
      .eq("provider_id", world.providerId);
    expect(mine).toEqual([{ status: "invited", temples: { name: "Shiv Mandir" } }]);
    const notes = await notificationsOf(world.guru, "temple_invitation", "title, params, link");
    // It leads to /temples, where the invitation is answered.
    expect(notes).toEqual([
      {
        title: "Shiv Mandir invites you to join its gurus",
        params: { temple: "Shiv Mandir" },
        link: "/temples",
      },
    ]);

    const stranger = await world.pendingGuru.client.rpc("respond_to_temple_invitation", {
      temple_id: world.templeId,
      accept: true,
    });
    expect(stranger.error?.code).toBe("PT404");
    const accepted = await world.guru.client.rpc("respond_to_temple_invitation", {
      temple_id: world.templeId,
      accept: true,
    });
    expect(accepted.error).toBeNull();
    expect(await publicAssociations()).toEqual([
      { provider_id: world.providerId, providers: { display_name: "Guru Ji" } },
    ]);
  });

  it("lets either side end it, and nobody else", async () => {
    const remove = (client: PlatformUser["client"]) =>
      client.rpc("remove_temple_provider", {
        temple_id: world.templeId,
        provider_id: world.providerId,
      });
    expect((await remove(rivalAdmin.client)).error?.code).toBe("PT404");
    expect((await remove(world.guru.client)).error).toBeNull();
    expect(await publicAssociations()).toEqual([]);
    // Invited again after leaving, and declined this time.
    expect((await invite(world.templeAdmin.client)).error).toBeNull();
    await world.guru.client.rpc("respond_to_temple_invitation", {
      temple_id: world.templeId,
      accept: false,
    });
    expect((await invite(world.templeAdmin.client)).error).toBeNull();
  });
});
