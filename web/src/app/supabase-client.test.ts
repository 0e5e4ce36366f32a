// @vitest-environment node
// The client built from supabase-js's parts against the real server in-process (RLS on PGlite).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfirmedUser, startTestServer, type TestServer } from "@/testing/start-test-server";
import { EVIDENCE_BUCKET } from "@/lib/verification-evidence";
import { createAppClient } from "@/lib/supabase-client";
import { sessionStorageKey } from "@/lib/stored-session";

const ORIGIN = "http://localhost";

describe("the app's Supabase client", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server.close());

  it("signs in with supabase-js's storage key and sends its token to data and storage", async () => {
    vi.stubGlobal("fetch", server.fetch);
    const admin = server.createAdminClient();
    const user = await createConfirmedUser(admin, "client");
    // The anon key, as the test server's own supabase-js client holds it.
    const key = (server.createClient() as unknown as { supabaseKey: string }).supabaseKey;
    const client = createAppClient(ORIGIN, key, { flowType: "implicit", autoRefreshToken: false });

    const signIn = await client.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(signIn.error).toBeNull();
    expect((client.auth as unknown as { storageKey: string }).storageKey).toBe(
      sessionStorageKey(ORIGIN),
    );

    // RLS lets a user add and read only their own role: the request carried their token.
    const inserted = await client
      .from("user_roles")
      .insert({ user_id: user.id, role: "devotee", is_primary: true });
    expect(inserted.error).toBeNull();
    const roles = await client.from("user_roles").select("role, is_primary");
    expect(roles.data).toEqual([{ role: "devotee", is_primary: true }]);

    const upload = await client.storage
      .from(EVIDENCE_BUCKET)
      .upload(`${user.id}/note.pdf`, new Blob(["%PDF-1.4"], { type: "application/pdf" }));
    expect(upload.error).toBeNull();

    // @ts-expect-error: a function the schema does not have, to see PostgREST's refusal.
    const missing = await client.rpc("no_such_function");
    expect(missing.error?.code).toBe("PGRST202");
    expect(client).not.toHaveProperty("realtime");
  });

  it("every module that subscribes to Realtime takes lib/realtime's client, which the one client leaves out", () => {
    const src = fileURLToPath(new URL("..", import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|testing\//.test(file),
    );
    const subscribing = files.filter((file) =>
      /\.(channel|removeChannel|removeAllChannels|getChannels)\(|\.realtime\b/.test(
        readFileSync(join(src, file), "utf8"),
      ),
    );
    const withoutRealtimeClient = subscribing.filter(
      (file) => !readFileSync(join(src, file), "utf8").includes('from "@/lib/realtime"'),
    );
    expect(withoutRealtimeClient).toEqual([]);
  });
});
