import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import {
  createStorageTestServer,
  makeImage,
  type StorageTestServer,
} from "../storage/testing/storage-fixture.ts";
import {
  createPlatformUser,
  createPlatformWorld,
  type PlatformUser,
  type PlatformWorld,
} from "./testing/platform-world.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";

// Verification with evidence, through supabase-js: a self-registered pujari uploads documents,
// submits, and stays invisible until a platform administrator at aal2 approves; every decision
// changes what devotees see at once, is audited, notified and e-mailed; refusals write nothing.
let server: StorageTestServer;
let world: PlatformWorld;
let pujari: PlatformUser;
let aal1Admin: PlatformUser;
let pujariId: string;
let offeringId: string;
let png: Buffer;

const BUCKET = "verification-evidence";
const MFA_HINT = "Sign in with your authenticator code to use the admin area.";

beforeAll(async () => {
  server = await createStorageTestServer();
  world = await createPlatformWorld(server);
  png = await makeImage(16, 16, "png");
  aal1Admin = await createPlatformUser(server, "admin-aal1", {
    appMetadata: { platform_admin: true },
  });
  pujari = await createPlatformUser(server, "pujari", { roles: ["pujari"] });
  const provider = await pujari.client
    .from("providers")
    .insert({
      user_id: pujari.id,
      kind: "pujari",
      slug: `pujari-${randomUUID().slice(0, 8)}`,
      display_name: "Pandit Sharma",
    })
    .select("id, verification_status")
    .single<{ id: string; verification_status: string }>();
  if (provider.error) throw new Error(provider.error.message);
  expect(provider.data.verification_status).toBe("pending");
  pujariId = provider.data.id;
  const offering = await pujari.client
    .from("offerings")
    .insert({
      provider_id: pujariId,
      kind: "home_pooja",
      title: "Satyanarayan Katha",
      mode: "offline",
      duration_minutes: 90,
      price_paise: 210000,
    })
    .select("id")
    .single<{ id: string }>();
  if (offering.error) throw new Error(offering.error.message);
  offeringId = offering.data.id;
});
afterAll(() => server.close());

async function upload(user: PlatformUser, name: string): Promise<string> {
  const path = `${user.id}/${name}`;
  const { error } = await user.client.storage
    .from(BUCKET)
    .upload(path, png, { contentType: "image/png" });
  if (error) throw new Error(error.message);
  return path;
}

/** What a client sees of the pujari: their profile row and their offering. */
async function seenBy(client: PlatformUser["client"]) {
  const providers = await client.from("providers").select("id").eq("id", pujariId);
  const offerings = await client.from("offerings").select("id").eq("id", offeringId);
  return { provider: providers.data?.length, offering: offerings.data?.length };
}

const hidden = { provider: 0, offering: 0 };
const shown = { provider: 1, offering: 1 };

async function visibility() {
  return { anon: await seenBy(world.anon), devotee: await seenBy(world.devotee.client) };
}

/** Everything a verification step writes, to prove a refusal wrote none of it. */
async function trustState() {
  const { rows } = await server.db.query(
    `select (select count(*)::int from public.verification_requests) as requests,
            (select string_agg(r.status || r.submitted_at::text || array_to_string(r.evidence_paths, ','), ';' order by r.id)
               from public.verification_requests r) as request_rows,
            (select count(*)::int from public.verification_audit) as audit,
            (select count(*)::int from public.jobs where kind = 'verification.email') as jobs,
            (select count(*)::int from public.notifications where kind like 'verification%') as notes,
            (select string_agg(p.verification_status || coalesce(p.rejection_reason, ''), ',' order by p.id)
               from public.providers p) as providers,
            (select string_agg(t.verification_status || coalesce(t.rejection_reason, ''), ',' order by t.id)
               from public.temples t) as temples`,
  );
  return rows[0];
}

const submit = (
  user: PlatformUser,
  args: {
    kind?: string;
    subject?: string;
    evidence_paths: string[];
    registration_number?: string;
    reference?: string;
    note?: string;
  },
) =>
  user.client
    .rpc("submit_verification", { kind: "provider", subject: pujariId, ...args })
    .single<{ id: string; status: string; evidence_paths: string[]; subject_kind: string }>();

const decide = (
  user: PlatformUser,
  decision: string,
  reason?: string,
  kind = "provider",
  subject = pujariId,
) =>
  user.client.rpc("decide_verification", { kind, subject, decision, reason }) as PromiseLike<{
    data: { kind: string; id: string; status: string; verified_at: string | null } | null;
    error: { code: string; message: string; hint: string } | null;
  }>;

describe("evidence in the verification-evidence bucket", () => {
  it("is written only under one's own folder, in the allowed types", async () => {
    await upload(pujari, "aadhaar.png");
    const elsewhere = await pujari.client.storage
      .from(BUCKET)
      .upload(`${world.devotee.id}/planted.png`, png, { contentType: "image/png" });
    expect(elsewhere.error).toMatchObject({ statusCode: "403" });
    const script = await pujari.client.storage
      .from(BUCKET)
      .upload(`${pujari.id}/run.sh`, "echo", { contentType: "text/x-sh" });
    expect(script.error).toMatchObject({ statusCode: "415" });
  });

  it("is read by its owner and by a platform admin at aal2, by nobody else", async () => {
    const path = `${pujari.id}/aadhaar.png`;
    const read = (client: PlatformUser["client"]) => client.storage.from(BUCKET).download(path);
    expect((await read(pujari.client)).error).toBeNull();
    expect((await read(world.platformAdmin.client)).error).toBeNull();
    for (const client of [aal1Admin.client, world.devotee.client, world.anon]) {
      expect((await read(client)).data).toBeNull();
    }
  });
});

describe("submit_verification", () => {
  it("refuses bad requests, strangers and verified profiles, and writes nothing", async () => {
    const own = `${pujari.id}/aadhaar.png`;
    const strangers = await upload(world.devotee, "someone-else.png");
    const before = await trustState();
    const refusals: [PlatformUser, Parameters<typeof submit>[1], string][] = [
      [pujari, { evidence_paths: [] }, "22023"],
      [
        pujari,
        { evidence_paths: Array.from({ length: 11 }, (_, i) => `${pujari.id}/${i}.png`) },
        "22023",
      ],
      [pujari, { evidence_paths: [strangers] }, "22023"],
      [pujari, { evidence_paths: [`${pujari.id}/never-uploaded.png`] }, "22023"],
      [pujari, { evidence_paths: [own, own] }, "22023"],
      [pujari, { evidence_paths: [`${pujari.id}/../${world.devotee.id}/x.png`] }, "22023"],
      [pujari, { evidence_paths: [own], note: "x".repeat(2001) }, "22023"],
      [pujari, { evidence_paths: [own], reference: "x".repeat(301) }, "22023"],
      [pujari, { kind: "guru", evidence_paths: [own] }, "22023"],
      [world.devotee, { evidence_paths: [strangers] }, "PT404"],
      [pujari, { kind: "temple", subject: world.pendingTempleId, evidence_paths: [own] }, "PT404"],
      [world.guru, { subject: world.providerId, evidence_paths: [own] }, "PT409"],
    ];
    for (const [user, args, code] of refusals) {
      const reply = await submit(user, args);
      expect({ args, code: reply.error?.code }).toEqual({ args, code });
    }
    const temple = await upload(world.templeAdmin, "trust-deed.pdf.png");
    const noRegistration = await submit(world.templeAdmin, {
      kind: "temple",
      subject: world.pendingTempleId,
      evidence_paths: [temple],
      registration_number: "  ",
    });
    expect(noRegistration.error).toMatchObject({
      code: "22023",
      message: "Give the temple's registration number",
    });
    const verified = await submit(world.guru, {
      subject: world.providerId,
      evidence_paths: [await upload(world.guru, "id.png")],
    });
    expect(verified.error).toMatchObject({ code: "PT409", message: "Already verified" });
    const anonymous = await world.anon.rpc("submit_verification", {
      kind: "provider",
      subject: pujariId,
      evidence_paths: [own],
    });
    expect(anonymous.error).not.toBeNull();
    expect(await trustState()).toEqual(before);
  });

  it("keeps a self-registered pujari invisible while pending; a new submission replaces the open one", async () => {
    expect(await visibility()).toEqual({ anon: hidden, devotee: hidden });
    const first = await submit(pujari, {
      evidence_paths: [`${pujari.id}/aadhaar.png`],
      reference: "Acharya Mishra, +91 98100 00000",
    });
    expect(first.data).toMatchObject({ status: "pending", subject_kind: "provider" });
    const certificate = await upload(pujari, "certificate.png");
    const second = await submit(pujari, {
      evidence_paths: [`${pujari.id}/aadhaar.png`, certificate],
      note: "Added my Sanskrit college certificate.",
    });
    expect(second.data?.id).toBe(first.data?.id);
    expect(second.data?.evidence_paths).toHaveLength(2);
    expect(await visibility()).toEqual({ anon: hidden, devotee: hidden });

    const mine = await pujari.client.from("verification_requests").select("id, note");
    expect(mine.data).toEqual([
      { id: first.data!.id, note: "Added my Sanskrit college certificate." },
    ]);
    const others = await world.devotee.client.from("verification_requests").select("id");
    expect(others.data).toEqual([]);
  });
});

describe("decide_verification", () => {
  it("is refused to a platform admin at aal1, to everyone else, and to the owner even as an admin", async () => {
    const before = await trustState();
    expect((await decide(aal1Admin, "approve")).error).toMatchObject({
      code: "42501",
      hint: MFA_HINT,
    });
    expect((await decide(world.devotee, "approve")).error).toMatchObject({
      code: "42501",
      message: "Only platform administrators can decide on verifications",
    });
    expect((await decide(pujari, "approve")).error?.code).toBe("42501");

    const adminPujari = await createPlatformUser(server, "admin-pujari", {
      roles: ["pujari"],
      appMetadata: { platform_admin: true },
      aal: "aal2",
    });
    const own = await adminPujari.client
      .from("providers")
      .insert({
        user_id: adminPujari.id,
        kind: "pujari",
        slug: `admin-pujari-${randomUUID().slice(0, 8)}`,
        display_name: "Admin Pujari",
      })
      .select("id")
      .single<{ id: string }>();
    await server.db.query("insert into public.temple_admins (temple_id, user_id) values ($1, $2)", [
      world.pendingTempleId,
      adminPujari.id,
    ]);
    for (const [kind, subject] of [
      ["provider", own.data!.id],
      ["temple", world.pendingTempleId],
    ] as const) {
      expect((await decide(adminPujari, "approve", undefined, kind, subject)).error).toMatchObject({
        code: "42501",
        message: "You cannot decide on your own profile",
      });
    }
    await server.db.query(
      "delete from public.temple_admins where temple_id = $1 and user_id = $2",
      [world.pendingTempleId, adminPujari.id],
    );
    // The admin's own new profile aside, nothing changed.
    expect({ ...(await trustState()), providers: null }).toEqual({ ...before, providers: null });
  });

  it("lists pending requests with their provider or temple for an admin at aal2 only", async () => {
    const queue = (client: PlatformUser["client"]) =>
      client
        .from("verification_requests")
        .select("*, providers(display_name, verification_status), temples(name)")
        .eq("status", "pending")
        .order("submitted_at");
    const { data, error } = await queue(world.platformAdmin.client);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        provider_id: pujariId,
        submitted_by: pujari.id,
        reference: null,
        providers: { display_name: "Pandit Sharma", verification_status: "pending" },
        temples: null,
      }),
    ]);
    expect((await queue(aal1Admin.client)).data).toEqual([]);
    const pendingProviders = (client: PlatformUser["client"]) =>
      client.from("providers").select("id").eq("id", pujariId);
    expect((await pendingProviders(world.platformAdmin.client)).data).toHaveLength(1);
    expect((await pendingProviders(aal1Admin.client)).data).toEqual([]);
  });

  it("approve, suspend and reinstate change what devotees see at once", async () => {
    const approved = await decide(world.platformAdmin, "approve");
    expect(approved.data).toMatchObject({ kind: "provider", id: pujariId, status: "verified" });
    const verifiedAt = approved.data!.verified_at;
    expect(verifiedAt).not.toBeNull();
    expect(await visibility()).toEqual({ anon: shown, devotee: shown });
    const request = await pujari.client
      .from("verification_requests")
      .select("status, decided_at")
      .single();
    expect(request.data).toMatchObject({ status: "verified", decided_at: expect.any(String) });

    const twice = await decide(world.platformAdmin, "approve");
    expect(twice.error).toMatchObject({
      code: "PT409",
      message: "Cannot approve this provider: it is verified",
    });
    expect((await decide(world.platformAdmin, "reject", "Blurred")).error?.code).toBe("PT409");
    expect((await decide(world.platformAdmin, "suspend", "  ")).error?.code).toBe("22023");

    const suspended = await decide(world.platformAdmin, "suspend", "Complaints of overcharging");
    expect(suspended.data).toMatchObject({ status: "suspended", verified_at: verifiedAt });
    expect(await visibility()).toEqual({ anon: hidden, devotee: hidden });
    const own = await pujari.client
      .from("providers")
      .select("verification_status, rejection_reason")
      .eq("id", pujariId)
      .single();
    expect(own.data).toEqual({
      verification_status: "suspended",
      rejection_reason: "Complaints of overcharging",
    });
    const resubmit = await submit(pujari, { evidence_paths: [`${pujari.id}/aadhaar.png`] });
    expect(resubmit.error).toMatchObject({ code: "PT409", message: "This profile is suspended" });

    const reinstated = await decide(world.platformAdmin, "reinstate");
    expect(reinstated.data).toMatchObject({ status: "verified", verified_at: verifiedAt });
    expect(await visibility()).toEqual({ anon: shown, devotee: shown });
  });

  it("rejects with a reason the temple reads, and approves it after it submits again", async () => {
    const temple = world.pendingTempleId;
    const anonSees = async () =>
      (await world.anon.from("temples").select("id").eq("id", temple)).data?.length;
    const deed = `${world.templeAdmin.id}/trust-deed.pdf.png`;
    const submitted = await submit(world.templeAdmin, {
      kind: "temple",
      subject: temple,
      evidence_paths: [deed],
      registration_number: "MH/1234/2019",
    });
    expect(submitted.error).toBeNull();
    expect(
      (await decide(world.platformAdmin, "reject", undefined, "temple", temple)).error,
    ).toMatchObject({
      code: "22023",
    });
    const rejected = await decide(
      world.platformAdmin,
      "reject",
      "The registration certificate is unreadable",
      "temple",
      temple,
    );
    expect(rejected.data).toMatchObject({ status: "rejected", verified_at: null });
    const own = await world.templeAdmin.client
      .from("temples")
      .select("verification_status, rejection_reason")
      .eq("id", temple)
      .single();
    expect(own.data).toEqual({
      verification_status: "rejected",
      rejection_reason: "The registration certificate is unreadable",
    });
    expect(await anonSees()).toBe(0);

    const again = await submit(world.templeAdmin, {
      kind: "temple",
      subject: temple,
      evidence_paths: [deed],
      registration_number: "MH/1234/2019",
    });
    expect(again.data?.id).not.toBe(submitted.data?.id);
    const requests = await world.templeAdmin.client
      .from("verification_requests")
      .select("status, decision_reason")
      .eq("temple_id", temple)
      .order("submitted_at");
    expect(requests.data).toEqual([
      { status: "rejected", decision_reason: "The registration certificate is unreadable" },
      { status: "pending", decision_reason: null },
    ]);
    expect(
      (await decide(world.platformAdmin, "approve", undefined, "temple", temple)).error,
    ).toBeNull();
    expect(await anonSees()).toBe(1);
  });

  it("keeps the owner's history, notifies them in the app and e-mails each step", async () => {
    const history = await pujari.client
      .from("verification_audit")
      .select("action, actor_id, reason")
      .eq("provider_id", pujariId)
      .order("id");
    expect(history.data).toEqual([
      { action: "submitted", actor_id: pujari.id, reason: null },
      { action: "submitted", actor_id: pujari.id, reason: null },
      { action: "approved", actor_id: world.platformAdmin.id, reason: null },
      {
        action: "suspended",
        actor_id: world.platformAdmin.id,
        reason: "Complaints of overcharging",
      },
      { action: "reinstated", actor_id: world.platformAdmin.id, reason: null },
    ]);
    expect((await world.devotee.client.from("verification_audit").select("id")).data).toEqual([]);
    expect((await aal1Admin.client.from("verification_audit").select("id")).data).toEqual([]);
    const all = await world.platformAdmin.client.from("verification_audit").select("id");
    expect(all.data!.length).toBeGreaterThanOrEqual(5);

    const notes = await pujari.client
      .from("notifications")
      .select("kind, title, params")
      .order("created_at");
    const subject = { subject: "Pandit Sharma", subject_kind: "provider" };
    expect(notes.data).toEqual([
      {
        kind: "verification_approved",
        title: "Pandit Sharma is verified",
        params: { ...subject, reason: null },
      },
      {
        kind: "verification_suspended",
        title: "Pandit Sharma is suspended",
        params: { ...subject, reason: "Complaints of overcharging" },
      },
      {
        kind: "verification_reinstated",
        title: "Pandit Sharma is listed again",
        params: { ...subject, reason: null },
      },
    ]);

    const runner = createTestJobRunner(server);
    await runner.runDueJobs(new Date(Date.now() + 1000));
    const mail = await listOutboxMessages(server.db, { recipient: pujari.email, limit: 10 });
    expect(mail.map((m) => [m.kind, m.subject]).reverse()).toEqual([
      ["verification_submitted", "We received the verification request for Pandit Sharma"],
      ["verification_submitted", "We received the verification request for Pandit Sharma"],
      ["verification_approved", "Pandit Sharma is verified"],
      ["verification_suspended", "Pandit Sharma is suspended"],
      ["verification_reinstated", "Pandit Sharma is listed again"],
    ]);
    expect(mail.find((m) => m.kind === "verification_approved")?.body).toContain(
      "Your profile is verified — devotees can now find you on Connect.",
    );
    expect(mail.find((m) => m.kind === "verification_suspended")?.body).toContain(
      "hidden from devotees for now: Complaints of overcharging.",
    );
    const [rejection] = (
      await listOutboxMessages(server.db, { recipient: world.templeAdmin.email, limit: 10 })
    ).filter((m) => m.kind === "verification_rejected");
    expect(rejection?.body).toContain(
      "Your temple's profile was not approved: The registration certificate is unreadable. Fix it and submit again from your dashboard: http://localhost:3000/temple-admin/profile",
    );
  });
});

describe("verification_audit", () => {
  it("cannot be written, changed or deleted by anyone, not even the table owner", async () => {
    const count = async () =>
      (
        await server.db.query<{ n: number }>(
          "select count(*)::int as n from public.verification_audit",
        )
      ).rows[0]!.n;
    const before = await count();
    const row = {
      subject_kind: "provider",
      provider_id: pujariId,
      action: "approved",
      actor_id: pujari.id,
    };
    for (const client of [pujari.client, world.platformAdmin.client, world.service]) {
      const inserted = await client.from("verification_audit").insert(row);
      expect(inserted.error?.code).toBe("42501");
      const updated = await client
        .from("verification_audit")
        .update({ reason: "rewritten" })
        .eq("provider_id", pujariId);
      expect(updated.error?.code).toBe("42501");
      const deleted = await client.from("verification_audit").delete().eq("provider_id", pujariId);
      expect(deleted.error?.code).toBe("42501");
    }
    await expect(
      server.db.query("update public.verification_audit set reason = 'rewritten'"),
    ).rejects.toThrow("The audit log cannot be changed");
    await expect(server.db.query("delete from public.verification_audit")).rejects.toThrow(
      "The audit log cannot be changed",
    );
    await expect(server.db.query("truncate public.verification_audit")).rejects.toThrow(
      "The audit log cannot be changed",
    );
    expect(await count()).toBe(before);
    const rewritten = await server.db.query(
      "select 1 from public.verification_audit where reason = 'rewritten'",
    );
    expect(rewritten.rows).toEqual([]);
  });
});
