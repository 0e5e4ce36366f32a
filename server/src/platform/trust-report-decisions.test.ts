import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { insertCompletedReview } from "./testing/completed-review.ts";
import { createPlatformUser, type PlatformUser } from "./testing/platform-world.ts";

// A report's decision through supabase-js: dismiss, warn the owner, remove the review or suspend
// the listing, each with the administrator's note, at aal2, recorded in the admin audit log; and
// who sent a report, which only administrators see.
const { server, world } = usePlatformWorld();
let aal1Admin: PlatformUser;

const NOTE = "Checked the listing and the messages";

beforeAll(async () => {
  aal1Admin = await createPlatformUser(server, "admin-aal1", {
    appMetadata: { platform_admin: true },
  });
  await server.db.query(
    "update public.profiles set display_name = 'Meera Reporter' where id = $1",
    [world.other.id],
  );
});

const newReview = (body: string) => insertCompletedReview(server, world, body);

async function reportOf(kind: string, target: string): Promise<string> {
  const reporter = await createPlatformUser(server, "reporter", { roles: ["devotee"] });
  const { data, error } = await reporter.client
    .rpc("report_content", { kind, target, reason: "This looks like a scam to me" })
    .single<{ id: string }>();
  if (error) throw error;
  return data!.id;
}

const decide = (user: PlatformUser, report: string, action: string, note: string | null = NOTE) =>
  user.client
    .rpc("decide_report", { report, action, note })
    .single<{ status: string; resolution_note: string }>();

async function auditOf(report: string) {
  const { rows } = await server.db.query(
    "select action, subject_kind, actor_id, note from public.admin_audit where report_id = $1",
    [report],
  );
  return rows;
}

async function notificationsOf(user: string, kind: string) {
  const { rows } = await server.db.query<{ body: string; params: Record<string, unknown> }>(
    "select body, params from public.notifications where user_id = $1 and kind = $2",
    [user, kind],
  );
  return rows;
}

describe("decide_report", () => {
  it("needs an admin at aal2, a note of a few words and an action that fits what was reported", async () => {
    const review = await newReview("Refused, too short a note");
    const report = await reportOf("review", review);
    expect((await decide(world.other, report, "dismiss")).error?.code).toBe("42501");
    expect((await decide(aal1Admin, report, "dismiss")).error).toMatchObject({
      code: "42501",
      hint: "Sign in with your authenticator code to use the admin area.",
    });
    for (const note of [null, "", "  ok   "]) {
      const refused = await decide(world.platformAdmin, report, "dismiss", note);
      expect(refused.error).toMatchObject({ code: "22023" });
      expect(JSON.parse(refused.error!.details)).toEqual({ code: "report.note_required" });
    }
    const suspendReview = await decide(world.platformAdmin, report, "suspend");
    expect(JSON.parse(suspendReview.error!.details)).toMatchObject({
      code: "report.action_not_for_kind",
      kind: "review",
    });
    expect((await decide(world.platformAdmin, report, "delete")).error?.code).toBe("22023");
    expect(await auditOf(report)).toEqual([]);
  });

  it("dismisses with the note: audited, the reporter told, the report closed once", async () => {
    const review = await newReview("An honest if harsh review");
    const report = await reportOf("review", review);
    const { data, error } = await decide(world.platformAdmin, report, "dismiss");
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "dismissed", resolution_note: NOTE });
    expect(await auditOf(report)).toEqual([
      {
        action: "report_dismissed",
        subject_kind: "review",
        actor_id: world.platformAdmin.id,
        note: NOTE,
      },
    ]);
    const { rows } = await server.db.query<{ reporter_id: string }>(
      "select reporter_id from public.reports where id = $1",
      [report],
    );
    expect(await notificationsOf(rows[0]!.reporter_id, "report_resolved")).toEqual([
      expect.objectContaining({ params: { status: "dismissed" } }),
    ]);
    expect((await decide(world.platformAdmin, report, "warn")).error?.code).toBe("PT409");
  });

  it("warns the owner of a reported provider with the note", async () => {
    const report = await reportOf("provider", world.providerId);
    const { data, error } = await decide(world.platformAdmin, report, "warn");
    expect(error).toBeNull();
    expect(data?.status).toBe("actioned");
    expect(await notificationsOf(world.guru.id, "report_warning")).toEqual([
      { body: NOTE, params: { note: NOTE, subject_kind: "provider" } },
    ]);
    expect(await auditOf(report)).toMatchObject([
      { action: "report_warned", subject_kind: "provider" },
    ]);
  });

  it("removes a reported review so it no longer shows publicly, telling its author", async () => {
    const review = await newReview("Call me on my number for cheaper pujas");
    const report = await reportOf("review", review);
    const shown = await world.anon.from("public_reviews").select("id").eq("id", review);
    expect(shown.data).toHaveLength(1);
    expect((await decide(world.platformAdmin, report, "remove")).error).toBeNull();
    const hidden = await world.anon.from("public_reviews").select("id").eq("id", review);
    expect(hidden.data).toEqual([]);
    expect(await notificationsOf(world.devotee.id, "review_removed")).toEqual([
      expect.objectContaining({ body: NOTE }),
    ]);
    expect(await auditOf(report)).toMatchObject([
      { action: "review_removed", subject_kind: "review", note: NOTE },
    ]);
  });

  it("suspends a reported temple as the verification flow does", async () => {
    const report = await reportOf("temple", world.templeId);
    expect((await decide(world.platformAdmin, report, "remove")).error?.code).toBe("22023");
    expect((await decide(world.platformAdmin, report, "suspend")).error).toBeNull();
    const { rows } = await server.db.query(
      `select t.verification_status::text as status, a.action, a.reason
         from public.temples t join public.verification_audit a on a.temple_id = t.id
        where t.id = $1 order by a.id desc limit 1`,
      [world.templeId],
    );
    expect(rows).toEqual([{ status: "suspended", action: "suspended", reason: NOTE }]);
    expect(await auditOf(report)).toMatchObject([
      { action: "listing_suspended", subject_kind: "temple" },
    ]);
    expect(await notificationsOf(world.templeAdmin.id, "verification_suspended")).toHaveLength(1);
  });
});

describe("report_reporters and the admin audit log", () => {
  it("names the reporter to admins at aal2 only", async () => {
    const { data: sent } = await world.other.client
      .rpc("report_content", {
        kind: "provider",
        target: world.providerId,
        reason: "Asks for payment outside the app",
      })
      .single<{ id: string }>();
    const ask = (user: PlatformUser) =>
      user.client.rpc("report_reporters", { reports: [sent!.id] });
    expect((await ask(world.platformAdmin)).data).toEqual([
      { report: sent!.id, reporter_name: "Meera Reporter" },
    ]);
    for (const user of [world.other, world.devotee, world.guru, aal1Admin]) {
      expect((await ask(user)).error?.code).toBe("42501");
    }
    expect(
      (await world.anon.rpc("report_reporters", { reports: [sent!.id] })).error,
    ).not.toBeNull();
  });

  it("is read by admins at aal2 only and never changed", async () => {
    expect(
      (await world.platformAdmin.client.from("admin_audit").select("id")).data?.length,
    ).toBeGreaterThan(0);
    for (const user of [world.guru, aal1Admin]) {
      expect((await user.client.from("admin_audit").select("id")).data).toEqual([]);
    }
    await expect(server.db.query("delete from public.admin_audit")).rejects.toThrow(
      "The audit log cannot be changed",
    );
  });
});
