// @vitest-environment node
// Sending documents for the trust review against the real server in-process: the files go to
// the applicant's private folder, the request waits for the team, and only an administrator
// who signed in with an authenticator code can open the documents.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { raiseToAal2 } from "@/testing/raise-to-aal2";
import { signedInClient } from "@/testing/signed-in-client";
import { startTestServer, type TestServer } from "@/testing/start-test-server";
import { createEvidenceLink } from "@/lib/verification-evidence";
import { latestRequestQuery, submitVerification } from "./verification-request";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

let server: TestServer;

const signedIn = (name: string, appMetadata?: object, role?: string) =>
  signedInClient(server, name, { appMetadata, role });

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe("submitVerification", () => {
  it("uploads the documents privately and leaves one pending request an MFA admin can read", async () => {
    const pujari = await signedIn("pujari", undefined, "pujari");
    const { data: provider, error } = await pujari.client
      .from("providers")
      .insert({
        user_id: pujari.id,
        kind: "pujari",
        slug: `pandit-${randomUUID().slice(0, 8)}`,
        display_name: "Pandit Ravi",
      })
      .select("id")
      .single();
    if (error) throw error;

    client.current = pujari.client;
    const steps: string[] = [];
    await submitVerification({
      kind: "provider",
      subjectId: provider.id,
      userId: pujari.id,
      files: [new File(["%PDF-1.4\n%%EOF\n"], "aadhaar.pdf", { type: "application/pdf" })],
      reference: "Mahant Das, +91 98100 00000",
      onProgress: (done, total) => steps.push(`${done}/${total}`),
    });
    expect(steps).toEqual(["0/1", "1/1"]);
    const request = await latestRequestQuery("provider", provider.id).queryFn!({} as never);
    expect(request).toMatchObject({ status: "pending", decided_at: null });

    const { data: stored } = await pujari.client
      .from("verification_requests")
      .select("evidence_paths")
      .single();
    const [path] = (stored as { evidence_paths: string[] }).evidence_paths;
    expect(path).toMatch(new RegExp(`^${pujari.id}/.+-aadhaar\\.pdf$`));

    const stranger = await signedIn("devotee");
    client.current = stranger.client;
    await expect(createEvidenceLink(path!)).rejects.toBeTruthy();

    const admin = await signedIn("admin", { platform_admin: true });
    await raiseToAal2(admin.client);
    client.current = admin.client;
    const link = new URL(await createEvidenceLink(path!));
    const document = await server.fetch(`http://localhost${link.pathname}${link.search}`);
    expect(document.status).toBe(200);
    expect(await document.text()).toContain("%PDF-1.4");
  });
});
