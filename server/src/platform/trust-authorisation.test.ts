import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import {
  createPlatformUser,
  type PlatformUser,
  type PlatformWorld,
} from "./testing/platform-world.ts";

// A temple vouches for offerings: its own, or those of a guru who accepted its invitation; devotees
// see which temple did; nobody else, the offering's owner included, can set it.
const { server, world } = usePlatformWorld();
let rivalAdmin: PlatformUser;
let rivalTempleId: string;

beforeAll(async () => {
  rivalAdmin = await createPlatformUser(server, "rival", { roles: ["temple_admin"] });
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.temples (slug, name, created_by, verification_status)
     values ($1, 'Rival Mandir', $2, 'verified') returning id`,
    [`rival-${randomUUID().slice(0, 8)}`, rivalAdmin.id],
  );
  rivalTempleId = rows[0]!.id;
  const invited = await world.templeAdmin.client.rpc("invite_temple_provider", {
    temple_id: world.templeId,
    provider_id: world.providerId,
  });
  if (invited.error) throw new Error(invited.error.message);
  const accepted = await world.guru.client.rpc("respond_to_temple_invitation", {
    temple_id: world.templeId,
    accept: true,
  });
  if (accepted.error) throw new Error(accepted.error.message);
});

type Offering = { authorised_by_temple_id: string | null; authorised_at: string | null };

const authorise = (user: PlatformUser, offering: string, temple: string, authorised = true) =>
  user.client.rpc("set_temple_authorisation", { offering, temple, authorised }).single<Offering>();

async function shownTo(client: PlatformWorld["anon"], offering: string) {
  const { data, error } = await client
    .from("offerings")
    .select("title, temples!offerings_authorised_by_temple_id_fkey(name, slug)")
    .eq("id", offering)
    .single<{ title: string; temples: { name: string; slug: string } | null }>();
  if (error) throw new Error(error.message);
  return data.temples?.name ?? null;
}

async function authorisation(offering: string) {
  const { rows } = await server.db.query<Offering>(
    "select authorised_by_temple_id, authorised_at from public.offerings where id = $1",
    [offering],
  );
  return rows[0];
}

describe("set_temple_authorisation", () => {
  it("authorises an accepted guru's offering and the temple's own; devotees see which temple", async () => {
    expect(await shownTo(world.anon, world.consultationId)).toBeNull();
    const done = await authorise(world.templeAdmin, world.consultationId, world.templeId);
    expect(done.data).toMatchObject({
      authorised_by_temple_id: world.templeId,
      authorised_at: expect.any(String),
    });
    expect(await shownTo(world.anon, world.consultationId)).toBe("Shiv Mandir");
    expect(await shownTo(world.devotee.client, world.consultationId)).toBe("Shiv Mandir");
    expect(
      (await authorise(world.templeAdmin, world.templePoojaId, world.templeId)).error,
    ).toBeNull();

    // The offering's own temple is still named through its own key.
    const own = await world.anon
      .from("offerings")
      .select("temples!offerings_temple_id_fkey(name)")
      .eq("id", world.templePoojaId)
      .single();
    expect(own.data).toEqual({ temples: { name: "Shiv Mandir" } });
    const note = await world.guru.client
      .from("notifications")
      .select("title, body, params")
      .eq("kind", "offering_authorised");
    expect(note.data).toEqual([
      {
        title: "Shiv Mandir authorised your offering",
        body: "Gita Consultation",
        params: { temple: "Shiv Mandir" },
      },
    ]);
  });

  it("refuses an unrelated offering, another temple's admin, and owners writing the columns", async () => {
    const before = await authorisation(world.pendingOfferingId);
    expect(
      await authorise(world.templeAdmin, world.pendingOfferingId, world.templeId),
    ).toMatchObject({
      status: 400,
      error: { code: "22023", message: "This offering is not linked to your temple" },
    });
    expect((await authorise(rivalAdmin, world.homePoojaId, world.templeId)).error?.code).toBe(
      "42501",
    );
    expect((await authorise(rivalAdmin, world.homePoojaId, rivalTempleId)).error?.code).toBe(
      "22023",
    );
    expect((await authorise(world.devotee, world.homePoojaId, world.templeId)).error?.code).toBe(
      "42501",
    );
    const selfUpdate = await world.guru.client
      .from("offerings")
      .update({ authorised_by_temple_id: world.templeId })
      .eq("id", world.homePoojaId);
    expect(selfUpdate.error?.code).toBe("42501");
    const selfInsert = await world.guru.client.from("offerings").insert({
      provider_id: world.providerId,
      kind: "katha",
      title: "Bhagavat Katha",
      mode: "online",
      duration_minutes: 60,
      price_paise: 0,
      authorised_by_temple_id: world.templeId,
    });
    expect(selfInsert.error?.code).toBe("42501");
    expect(await authorisation(world.pendingOfferingId)).toEqual(before);
    expect(await authorisation(world.homePoojaId)).toEqual({
      authorised_by_temple_id: null,
      authorised_at: null,
    });
  });

  it("is withdrawn by that temple only, and when the guru stops serving there", async () => {
    await server.db.query(
      "insert into public.temple_providers (temple_id, provider_id, status) values ($1, $2, 'accepted')",
      [rivalTempleId, world.providerId],
    );
    expect(await authorise(rivalAdmin, world.consultationId, rivalTempleId)).toMatchObject({
      status: 409,
      error: { code: "PT409" },
    });
    expect(
      (await authorise(rivalAdmin, world.consultationId, rivalTempleId, false)).error?.code,
    ).toBe("PT409");
    const withdrawn = await authorise(
      world.templeAdmin,
      world.consultationId,
      world.templeId,
      false,
    );
    expect(withdrawn.data).toMatchObject({ authorised_by_temple_id: null, authorised_at: null });
    expect(await shownTo(world.anon, world.consultationId)).toBeNull();

    expect(
      (await authorise(world.templeAdmin, world.consultationId, world.templeId)).error,
    ).toBeNull();
    await world.guru.client.rpc("remove_temple_provider", {
      temple_id: world.templeId,
      provider_id: world.providerId,
    });
    expect(await authorisation(world.consultationId)).toEqual({
      authorised_by_temple_id: null,
      authorised_at: null,
    });
  });
});
