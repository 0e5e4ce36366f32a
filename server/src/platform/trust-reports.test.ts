import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { insertCompletedReview } from "./testing/completed-review.ts";
import { createPlatformUser, type PlatformUser } from "./testing/platform-world.ts";

// Reports through supabase-js: anyone signed in flags what they can see, once while it is open and
// at most 5 times an hour; platform administrators at aal2 read and resolve them, or reopen them.
const { server, world } = usePlatformWorld();
let aal1Admin: PlatformUser;
let reviewId: string;

beforeAll(async () => {
  aal1Admin = await createPlatformUser(server, "admin-aal1", {
    appMetadata: { platform_admin: true },
  });
  reviewId = await insertCompletedReview(server, world, "Call me on my number for cheaper pujas");
});

type Report = {
  id: string;
  status: string;
  resolved_by: string | null;
  resolved_at: string | null;
};

const report = (
  user: PlatformUser,
  kind: string,
  target: string,
  reason = "This looks like a scam to me",
) => user.client.rpc("report_content", { kind, target, reason }).single<Report>();

const resolve = (user: PlatformUser, id: string, status: string, note?: string) =>
  user.client.rpc("resolve_report", { report: id, status, note }).single<Report>();

async function countReports(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.reports",
  );
  return rows[0]!.n;
}

describe("report_content", () => {
  it("reports a review, a provider or a temple once while open, and nothing unseen or unexplained", async () => {
    for (const [kind, target] of [
      ["review", reviewId],
      ["provider", world.providerId],
      ["temple", world.templeId],
    ] as const) {
      const sent = await report(world.other, kind, target);
      expect(sent.data).toMatchObject({ status: "open" });
    }
    const before = await countReports();
    expect(await report(world.other, "provider", world.providerId)).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "You have already reported this" },
    });
    expect((await report(world.other, "provider", world.pendingProviderId)).error?.code).toBe(
      "PT404",
    );
    expect((await report(world.other, "temple", world.pendingTempleId)).error?.code).toBe("PT404");
    expect((await report(world.other, "review", world.templeId)).error?.code).toBe("PT404");
    expect((await report(world.other, "provider", world.guru.id, "short")).error?.code).toBe(
      "22023",
    );
    expect((await report(world.other, "booking", world.providerId)).error?.code).toBe("22023");
    const anonymous = await world.anon.rpc("report_content", {
      kind: "provider",
      target: world.providerId,
      reason: "This looks like a scam to me",
    });
    expect(anonymous.error).not.toBeNull();
    expect(await countReports()).toBe(before);
  });

  it("allows 5 reports an hour per reporter (429, saying when the next may be sent)", async () => {
    const reporter = await createPlatformUser(server, "reporter", { roles: ["devotee"] });
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.temples (slug, name, verification_status)
       select 'reported-' || g || '-' || $1, 'Temple ' || g, 'verified' from generate_series(1, 3) g
       returning id`,
      [randomUUID().slice(0, 8)],
    );
    const targets: [string, string][] = [
      ["provider", world.providerId],
      ["review", reviewId],
      ...rows.map((row): [string, string] => ["temple", row.id]),
    ];
    for (const [kind, target] of targets) {
      expect((await report(reporter, kind, target)).error).toBeNull();
    }
    const sixth = await report(reporter, "temple", world.templeId);
    expect(sixth).toMatchObject({
      status: 429,
      error: { code: "PT429", message: "You have sent 5 reports in the last hour" },
    });
    expect(sixth.error?.hint).toMatch(/^You can send the next one after .+ IST\.$/);
    const { code, retry_at } = JSON.parse(sixth.error?.details ?? "") as Record<string, string>;
    expect(code).toBe("report.rate_limited");
    // The first report's hour ends within the next hour, and the screen words that instant.
    expect(Date.parse(retry_at ?? "") - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(retry_at ?? "") - Date.now()).toBeLessThanOrEqual(3_600_000);
    const { data } = await reporter.client.from("reports").select("id");
    expect(data).toHaveLength(5);
  });
});

describe("reading and resolving reports", () => {
  it("shows reporters their own and admins at aal2 every report with what it concerns", async () => {
    const own = await world.other.client.from("reports").select("target_kind").order("created_at");
    expect(own.data).toEqual([
      { target_kind: "review" },
      { target_kind: "provider" },
      { target_kind: "temple" },
    ]);
    expect((await world.devotee.client.from("reports").select("id")).data).toEqual([]);
    expect((await aal1Admin.client.from("reports").select("id")).data).toEqual([]);
    const queue = await world.platformAdmin.client
      .from("reports")
      .select("target_kind, reason, reviews(body), providers(display_name), temples(name)")
      .eq("status", "open")
      .eq("reporter_id", world.other.id)
      .order("created_at");
    expect(queue.data).toEqual([
      {
        target_kind: "review",
        reason: "This looks like a scam to me",
        reviews: { body: "Call me on my number for cheaper pujas" },
        providers: null,
        temples: null,
      },
      expect.objectContaining({ providers: { display_name: "Guru Ji" } }),
      expect.objectContaining({ temples: { name: "Shiv Mandir" } }),
    ]);
  });

  it("resolves only for admins at aal2, once, and can be undone", async () => {
    const { data: mine } = await world.other.client
      .from("reports")
      .select("id")
      .eq("target_kind", "review")
      .single<{ id: string }>();
    const id = mine!.id;
    expect((await resolve(aal1Admin, id, "actioned")).error).toMatchObject({
      code: "42501",
      hint: "Sign in with your authenticator code to use the admin area.",
    });
    expect((await resolve(world.other, id, "dismissed")).error?.code).toBe("42501");
    expect((await resolve(world.platformAdmin, id, "deleted")).error?.code).toBe("22023");
    expect((await resolve(world.platformAdmin, randomUUID(), "dismissed")).error?.code).toBe(
      "PT404",
    );
    expect((await resolve(world.platformAdmin, id, "open")).error?.code).toBe("PT409");

    const dismissed = await resolve(world.platformAdmin, id, "dismissed", "An honest complaint");
    expect(dismissed.data).toMatchObject({
      status: "dismissed",
      resolved_by: world.platformAdmin.id,
      resolved_at: expect.any(String),
    });
    expect((await resolve(world.platformAdmin, id, "actioned")).error).toMatchObject({
      code: "PT409",
      message: "This report is already dismissed",
    });
    const reopened = await resolve(world.platformAdmin, id, "open");
    expect(reopened.data).toMatchObject({ status: "open", resolved_by: null, resolved_at: null });
    expect((await resolve(world.platformAdmin, id, "actioned")).data?.status).toBe("actioned");
    const notes = await world.other.client
      .from("notifications")
      .select("body, params")
      .eq("kind", "report_resolved")
      .order("created_at");
    expect(notes.data).toEqual([
      {
        body: "We looked into what you reported and found it within our guidelines.",
        params: { status: "dismissed" },
      },
      {
        body: "We looked into what you reported and acted on it.",
        params: { status: "actioned" },
      },
    ]);

    // Reported again once resolved; the old report cannot then be reopened beside the new one.
    expect(
      (await report(world.other, "review", reviewId, "It is still there today")).error,
    ).toBeNull();
    expect((await resolve(world.platformAdmin, id, "open")).error).toMatchObject({ code: "PT409" });
  });
});
