import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// set_live_session_status, record_donation and set_verification_status through supabase-js.
const { server, world } = usePlatformWorld();

async function readOne<T>(sql: string, params: unknown[]): Promise<T> {
  const { rows } = await server.db.query<T>(sql, params);
  return rows[0]!;
}

describe("set_live_session_status", () => {
  it("the host takes a session live, then ends it", async () => {
    const live = await world.guru.client
      .rpc("set_live_session_status", { session_id: world.liveSessionId, status: "live" })
      .single();
    expect(live).toMatchObject({ error: null, data: { status: "live" } });
    const ended = await world.guru.client
      .rpc("set_live_session_status", { session_id: world.liveSessionId, status: "ended" })
      .single();
    expect(ended.data).toMatchObject({ status: "ended" });
  });

  it("refuses a move the lifecycle does not allow (409)", async () => {
    const reply = await world.guru.client.rpc("set_live_session_status", {
      session_id: world.liveSessionId,
      status: "live",
    });
    expect(reply).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "A ended session cannot become live" },
    });
  });

  it("refuses another user (404), an unknown status (400) and anon (401)", async () => {
    const byOther = await world.other.client.rpc("set_live_session_status", {
      session_id: world.liveSessionId,
      status: "cancelled",
    });
    expect(byOther).toMatchObject({ status: 404, error: { code: "PT404" } });
    const unknown = await world.guru.client.rpc("set_live_session_status", {
      session_id: world.liveSessionId,
      status: "paused",
    });
    expect(unknown).toMatchObject({ status: 400, error: { code: "22P02" } });
    const byAnon = await world.anon.rpc("set_live_session_status", {
      session_id: world.liveSessionId,
      status: "cancelled",
    });
    expect(byAnon).toMatchObject({ status: 401, error: { code: "42501" } });
    const row = await readOne<{ status: string }>(
      "select status::text from public.live_sessions where id = $1",
      [world.liveSessionId],
    );
    expect(row.status).toBe("ended");
  });
});

describe("record_donation", () => {
  it("records a pending pledge with the donor's name; paying it raises the program's total", async () => {
    const { data, error } = await world.devotee.client
      .rpc("record_donation", { seva_program_id: world.sevaProgramId, amount_paise: 50100 })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: "pending",
      amount_paise: 50100,
      donor_name: "devotee",
      temple_id: world.templeId,
    });
    const pledged = await readOne<{ raised_paise: number }>(
      "select raised_paise::int from public.seva_programs where id = $1",
      [world.sevaProgramId],
    );
    expect(pledged.raised_paise).toBe(0);
    await world.service
      .from("donations")
      .update({ status: "paid" })
      .eq("id", (data as { id: string }).id);
    const paid = await readOne<{ raised_paise: number; sponsor_count: number }>(
      "select raised_paise::int, sponsor_count from public.seva_programs where id = $1",
      [world.sevaProgramId],
    );
    expect(paid).toEqual({ raised_paise: 50100, sponsor_count: 1 });
  });

  it("keeps an anonymous donor's name from the temple", async () => {
    const { data } = await world.other.client
      .rpc("record_donation", {
        seva_program_id: world.sevaProgramId,
        amount_paise: 10000,
        is_anonymous: true,
      })
      .single();
    expect(data).toMatchObject({ donor_name: null, is_anonymous: true });
  });

  it.each([
    { amount: 50, code: "22023", status: 400, message: "The smallest donation is ₹1" },
    {
      amount: 2_000_000_000,
      code: "22023",
      status: 400,
      message: "Donations above ₹1 crore are arranged with the temple directly",
    },
  ])("refuses $amount paise", async ({ amount, code, status, message }) => {
    const reply = await world.devotee.client.rpc("record_donation", {
      seva_program_id: world.sevaProgramId,
      amount_paise: amount,
    });
    expect(reply).toMatchObject({ status, error: { code, message } });
  });

  it("refuses an unknown program (404) and anon (401), writing nothing", async () => {
    const before = await readOne<{ n: number }>(
      "select count(*)::int as n from public.donations",
      [],
    );
    const unknown = await world.devotee.client.rpc("record_donation", {
      seva_program_id: "00000000-0000-4000-8000-000000000000",
      amount_paise: 10000,
    });
    expect(unknown).toMatchObject({
      status: 404,
      error: { code: "PT404", message: "This seva program is not accepting donations" },
    });
    const byAnon = await world.anon.rpc("record_donation", {
      seva_program_id: world.sevaProgramId,
      amount_paise: 10000,
    });
    expect(byAnon).toMatchObject({ status: 401, error: { code: "42501" } });
    const after = await readOne<{ n: number }>(
      "select count(*)::int as n from public.donations",
      [],
    );
    expect(after.n).toBe(before.n);
  });
});

describe("set_verification_status", () => {
  async function pendingSlug(): Promise<string> {
    const row = await readOne<{ slug: string }>("select slug from public.providers where id = $1", [
      world.pendingProviderId,
    ]);
    return row.slug;
  }

  it("refuses the provider verifying themselves and any other user (403)", async () => {
    const slug = await pendingSlug();
    for (const user of [world.pendingGuru, world.devotee, world.templeAdmin]) {
      const reply = await user.client.rpc("set_verification_status", {
        kind: "provider",
        slug,
        status: "verified",
      });
      expect(reply).toMatchObject({
        status: 403,
        error: {
          code: "42501",
          message: "Only platform administrators can verify providers and temples",
        },
      });
    }
    const direct = await world.pendingGuru.client
      .from("providers")
      .update({ verification_status: "verified" })
      .eq("id", world.pendingProviderId);
    expect(direct).toMatchObject({ status: 403, error: { code: "42501" } });
    const anon = await world.anon.from("providers").select("id").eq("slug", slug);
    expect(anon.data).toEqual([]);
  });

  it("a platform admin verifies a provider, who then appears to anon", async () => {
    const slug = await pendingSlug();
    const { data, error } = await world.platformAdmin.client.rpc("set_verification_status", {
      kind: "provider",
      slug,
      status: "verified",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ kind: "provider", slug, status: "verified" });
    const anon = await world.anon.from("providers").select("slug").eq("slug", slug);
    expect(anon.data).toEqual([{ slug }]);
  });

  it("rejecting needs a reason (400); with one, the owner reads it", async () => {
    const temple = await readOne<{ slug: string }>(
      "select slug from public.temples where id = $1",
      [world.pendingTempleId],
    );
    const silent = await world.platformAdmin.client.rpc("set_verification_status", {
      kind: "temple",
      slug: temple.slug,
      status: "rejected",
    });
    expect(silent).toMatchObject({
      status: 400,
      error: { code: "22023", message: "Give a reason for the rejection" },
    });
    await world.service.rpc("set_verification_status", {
      kind: "temple",
      slug: temple.slug,
      status: "rejected",
      reason: "Add the trust registration",
    });
    const own = await world.templeAdmin.client
      .from("temples")
      .select("verification_status, rejection_reason")
      .eq("id", world.pendingTempleId)
      .single();
    expect(own.data).toEqual({
      verification_status: "rejected",
      rejection_reason: "Add the trust registration",
    });
  });

  it("refuses an unknown slug (404) and an unknown kind (400)", async () => {
    const unknown = await world.service.rpc("set_verification_status", {
      kind: "temple",
      slug: "no-such-temple",
      status: "verified",
    });
    expect(unknown).toMatchObject({
      status: 404,
      error: { code: "PT404", message: "No temple with the slug no-such-temple" },
    });
    const badKind = await world.service.rpc("set_verification_status", {
      kind: "guru",
      slug: "x",
      status: "verified",
    });
    expect(badKind).toMatchObject({ status: 400, error: { code: "22023" } });
  });
});
