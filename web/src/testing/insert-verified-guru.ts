import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";

/** Lists `userId` as a verified guru, as the service role may; resolves to the provider's id. */
export async function insertVerifiedGuru(admin: SupabaseClient, userId: string): Promise<string> {
  const { data, error } = await admin
    .from("providers")
    .insert({
      user_id: userId,
      kind: "guru",
      slug: `guru-${randomUUID().slice(0, 8)}`,
      display_name: "Guru Ji",
      verification_status: "verified",
    })
    .select("id")
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}
