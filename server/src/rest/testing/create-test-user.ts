import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { epochSeconds } from "../../lib/clock.ts";
import { signJwt } from "../../lib/jwt.ts";
import { TEST_ORIGIN, type TestServer } from "../../testing/create-test-server.ts";

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  /** A supabase-js client sending this user's access token, as the signed-in web app does. */
  client: SupabaseClient;
}

/** Inserts a user into auth.users and mints an access token for it with the server's keys. */
export async function createTestUser(server: TestServer, name: string): Promise<TestUser> {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.test`;
  await server.db.query("insert into auth.users (id, email) values ($1, $2)", [id, email]);
  const accessToken = await signJwt(server.keys, {
    sub: id,
    role: "authenticated",
    aud: "authenticated",
    email,
    exp: epochSeconds(server.clock) + 3600,
  });
  const client = createClient(TEST_ORIGIN, server.keys.anonKey, {
    accessToken: () => Promise.resolve(accessToken),
    global: { fetch: server.fetch },
  });
  return { id, email, accessToken, client };
}

/** The rows of user_roles for a user, read as the database owner (what the table really holds). */
export async function readRoleRows(
  server: TestServer,
  userId: string,
): Promise<{ role: string; is_primary: boolean }[]> {
  const { rows } = await server.db.query<{ role: string; is_primary: boolean }>(
    "select role::text as role, is_primary from public.user_roles where user_id = $1 order by role",
    [userId],
  );
  return rows;
}
