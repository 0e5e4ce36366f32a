import type { SupabaseClient } from "@supabase/supabase-js";
import { createConfirmedUser, type TestServer } from "./start-test-server";

/**
 * A confirmed user signed in through a real supabase-js client, optionally holding a role and
 * app_metadata (e.g. `{ platform_admin: true }`), both written by the service role.
 */
export async function signedInClient(
  server: TestServer,
  name: string,
  options: { role?: string; appMetadata?: object } = {},
) {
  const service = server.createAdminClient();
  const user = await createConfirmedUser(service, name);
  if (options.role) {
    await service
      .from("user_roles")
      .insert({ user_id: user.id, role: options.role, is_primary: true });
  }
  if (options.appMetadata) {
    await service.auth.admin.updateUserById(user.id, { app_metadata: options.appMetadata });
  }
  const client: SupabaseClient = server.createClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return { ...user, client };
}
