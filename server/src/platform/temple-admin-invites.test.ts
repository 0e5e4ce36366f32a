import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import { createPlatformUser, type PlatformUser } from "./testing/platform-world.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";

// Co-administrators invited by e-mail and accepted by whoever holds that confirmed address.
const { server, world } = usePlatformWorld();
let invitee: PlatformUser;

beforeAll(async () => {
  invitee = await createPlatformUser(server, "trustee", { roles: ["devotee"] });
  await server.db.query("update auth.users set email_confirmed_at = now() where id = $1", [
    invitee.id,
  ]);
});

const invite = (client: PlatformUser["client"], email: string) =>
  client
    .rpc("invite_temple_admin", { temple_id: world.templeId, email })
    .single<{ id: string; email: string }>();

describe("co-administrators", () => {
  let inviteId: string;

  it("invites by e-mail once, refuses others' temples and bad addresses, and e-mails the invitee", async () => {
    const sent = await invite(world.templeAdmin.client, ` ${invitee.email.toUpperCase()} `);
    expect(sent.data?.email).toBe(invitee.email);
    inviteId = sent.data!.id;
    expect((await invite(world.templeAdmin.client, invitee.email)).error?.code).toBe("PT409");
    expect((await invite(world.templeAdmin.client, "not-an-address")).error?.code).toBe("22023");
    expect((await invite(world.devotee.client, "x@example.com")).error?.code).toBe("PT404");

    const runner = createTestJobRunner(server);
    await runner.runDueJobs(new Date(Date.now() + 1000));
    const [mail] = await listOutboxMessages(server.db, { recipient: invitee.email, limit: 5 });
    expect(mail?.subject).toBe("Help run Shiv Mandir on Bhakti Setu");
  });

  it("is seen and accepted only by the holder of the confirmed address", async () => {
    const others = await world.other.client.rpc("my_temple_admin_invites");
    expect(others.data).toEqual([]);
    const stolen = await world.other.client.rpc("accept_temple_admin_invite", {
      invite_id: inviteId,
    });
    expect(stolen.error?.code).toBe("PT404");

    const mine = await invitee.client.rpc("my_temple_admin_invites");
    expect(mine.data).toEqual([
      expect.objectContaining({ id: inviteId, temple_name: "Shiv Mandir" }),
    ]);
    const accepted = await invitee.client.rpc("accept_temple_admin_invite", {
      invite_id: inviteId,
    });
    expect(accepted.error).toBeNull();
    const again = await invitee.client.rpc("accept_temple_admin_invite", { invite_id: inviteId });
    expect(again.error?.code).toBe("PT409");

    // Admin of this temple now, and of no other.
    const events = await invitee.client.from("temple_events").insert({
      temple_id: world.templeId,
      title: "Guru Purnima",
      kind: "festival",
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(events.error).toBeNull();
    const other = await invitee.client.from("temple_events").insert({
      temple_id: world.pendingTempleId,
      title: "x",
      kind: "festival",
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(other.error?.code).toBe("42501");
    const { data: admins } = await invitee.client.rpc("list_temple_admins", {
      temple_id: world.templeId,
    });
    expect(admins!.map((row: { email: string }) => row.email).sort()).toEqual(
      [invitee.email, world.templeAdmin.email].sort(),
    );
  });

  it("keeps at least one administrator", async () => {
    const stepDown = await invitee.client
      .from("temple_admins")
      .delete()
      .eq("temple_id", world.templeId)
      .eq("user_id", invitee.id);
    expect(stepDown.error).toBeNull();
    const last = await world.templeAdmin.client
      .from("temple_admins")
      .delete()
      .eq("temple_id", world.templeId)
      .eq("user_id", world.templeAdmin.id);
    expect(last.error).toMatchObject({ code: "PT409" });
  });

  it("refuses an expired invitation", async () => {
    const fresh = await createPlatformUser(server, "late", { roles: ["devotee"] });
    await server.db.query("update auth.users set email_confirmed_at = now() where id = $1", [
      fresh.id,
    ]);
    const sent = await invite(world.templeAdmin.client, fresh.email);
    await server.db.query(
      "update public.temple_admin_invites set expires_at = now() - interval '1 minute' where id = $1",
      [sent.data!.id],
    );
    const late = await fresh.client.rpc("accept_temple_admin_invite", { invite_id: sent.data!.id });
    expect(late.error?.code).toBe("PT409");
  });
});
