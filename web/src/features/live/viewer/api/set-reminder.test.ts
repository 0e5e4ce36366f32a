// @vitest-environment node
// Setting, reading and removing a reminder against the real server in-process (RLS on PGlite)
// through a real supabase-js client signed in as a devotee.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertVerifiedGuru } from "@/testing/insert-verified-guru";
import { createConfirmedUser, startTestServer, type TestServer } from "@/testing/start-test-server";
import { fetchMyReminders } from "./list-my-reminders";
import { setReminder } from "./set-reminder";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

let server: TestServer;
let scheduledId = "";
let liveId = "";

async function createUser(admin: SupabaseClient, role: string) {
  const user = await createConfirmedUser(admin, role);
  await admin.from("user_roles").insert({ user_id: user.id, role });
  return user;
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = server.createAdminClient();
  const guru = await createUser(admin, "guru");
  const providerId = await insertVerifiedGuru(admin, guru.id);
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const { data: sessions, error } = await admin
    .from("live_sessions")
    .insert([
      {
        provider_id: providerId,
        title: "Gita Satsang",
        kind: "katha",
        starts_at: startsAt,
        status: "scheduled",
      },
      {
        provider_id: providerId,
        title: "Aarti",
        kind: "aarti",
        starts_at: startsAt,
        status: "live",
      },
    ])
    .select("id, title");
  if (error) throw new Error(error.message);
  scheduledId = sessions!.find((s) => s.title === "Gita Satsang")!.id as string;
  liveId = sessions!.find((s) => s.title === "Aarti")!.id as string;

  const devotee = await createUser(admin, "devotee");
  client.current = server.createClient();
  await client.current.auth.signInWithPassword({
    email: devotee.email,
    password: devotee.password,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("setReminder", () => {
  it("sets a reminder the user then reads, and a second press keeps the one reminder", async () => {
    await setReminder({ sessionId: scheduledId, isOn: true });
    await setReminder({ sessionId: scheduledId, isOn: true });
    expect(await fetchMyReminders()).toEqual(new Set([scheduledId]));
    const { data } = await server
      .createAdminClient()
      .from("live_sessions")
      .select("reminder_count")
      .eq("id", scheduledId)
      .single();
    expect(data).toEqual({ reminder_count: 1 });
  });

  it("removes it", async () => {
    await setReminder({ sessionId: scheduledId, isOn: false });
    expect(await fetchMyReminders()).toEqual(new Set());
  });

  it("is refused once the session is live (42501, the policy the control explains)", async () => {
    await expect(setReminder({ sessionId: liveId, isOn: true })).rejects.toMatchObject({
      code: "42501",
    });
    expect(await fetchMyReminders()).toEqual(new Set());
  });
});
