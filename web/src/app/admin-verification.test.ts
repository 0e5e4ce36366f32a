// @vitest-environment node
// The admin area's reads and decisions on what the verification feature sends (the app composes
// both), against the real server in-process: an administrator who signed in with an
// authenticator code sees the queue, approves, suspends and reinstates, and every step lands in
// the audit log; the same administrator at aal1 sees nothing.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { submitVerification } from "@/features/verification/api/verification-request";
import { raiseToAal2 } from "@/testing/raise-to-aal2";
import { signedInClient } from "@/testing/signed-in-client";
import { startTestServer, type TestServer } from "@/testing/start-test-server";
import { auditLogQuery } from "@/features/admin/api/audit-log";
import { decideVerification } from "@/features/admin/api/decide-verification";
import { listedSubjectsQuery } from "@/features/admin/api/listed-subjects";
import {
  type QueuedRequest,
  verificationQueueQuery,
} from "@/features/admin/api/verification-queue";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const run = <T>(options: { queryFn?: unknown }) =>
  (options.queryFn as (context: never) => Promise<T>)({} as never);

let server: TestServer;
let admin: SupabaseClient;

/** A pujari who filled in a profile and sent a document: pending, with one open request. */
async function applyingPujari(name: string) {
  const pujari = await signedInClient(server, "pujari", { role: "pujari" });
  const { data, error } = await pujari.client
    .from("providers")
    .insert({
      user_id: pujari.id,
      kind: "pujari",
      slug: `pandit-${randomUUID().slice(0, 8)}`,
      display_name: name,
    })
    .select("id")
    .single();
  if (error) throw error;
  client.current = pujari.client;
  await submitVerification({
    kind: "provider",
    subjectId: data.id,
    userId: pujari.id,
    files: [new File(["%PDF-1.4\n%%EOF\n"], "id.pdf", { type: "application/pdf" })],
  });
  return { ...pujari, providerId: data.id as string };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInClient(server, "admin", { appMetadata: { platform_admin: true } })).client;
}, 60_000);
afterAll(() => server.close());

describe("the admin area's data", () => {
  it("is empty for an administrator who has not entered an authenticator code", async () => {
    await applyingPujari("Pandit Unseen");
    client.current = admin;
    expect(await run(verificationQueueQuery)).toEqual([]);
    await expect(
      decideVerification({ kind: "provider", subject: randomUUID(), decision: "approve" }),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("queues, approves, suspends and reinstates, each in the audit log", async () => {
    const name = `Pandit ${randomUUID().slice(0, 6)}`;
    const pujari = await applyingPujari(name);
    await raiseToAal2(admin);
    client.current = admin;

    const queue = await run<QueuedRequest[]>(verificationQueueQuery);
    const queued = queue.find((request) => request.provider_id === pujari.providerId);
    expect(queued).toMatchObject({ subject_kind: "provider", providers: { display_name: name } });

    await decideVerification({ kind: "provider", subject: pujari.providerId, decision: "approve" });
    const anon = server.createClient();
    const listedForDevotees = async () =>
      (await anon.from("providers").select("id").eq("id", pujari.providerId)).data?.length;
    expect(await listedForDevotees()).toBe(1);

    await expect(
      decideVerification({ kind: "provider", subject: pujari.providerId, decision: "suspend" }),
    ).rejects.toMatchObject({ code: "22023" });
    await decideVerification({
      kind: "provider",
      subject: pujari.providerId,
      decision: "suspend",
      reason: "Complaints from three families",
    });
    expect(await listedForDevotees()).toBe(0);
    const listed = await run<{ id: string; status: string; reason: string | null }[]>(
      listedSubjectsQuery(name),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        id: pujari.providerId,
        status: "suspended",
        reason: "Complaints from three families",
      }),
    ]);

    await decideVerification({
      kind: "provider",
      subject: pujari.providerId,
      decision: "reinstate",
    });
    expect(await listedForDevotees()).toBe(1);

    const log =
      await run<{ action: string; subject_name: string; reason: string | null }[]>(auditLogQuery);
    expect(log.filter((entry) => entry.subject_name === name).map((entry) => entry.action)).toEqual(
      ["reinstated", "suspended", "approved", "submitted"],
    );
  });
});
