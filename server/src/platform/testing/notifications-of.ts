import type { PlatformUser } from "./platform-world.ts";

/** The `columns` of the user's notifications of one kind, read as that user (their RLS applies). */
export async function notificationsOf(
  user: PlatformUser,
  kind: string,
  columns: string,
): Promise<Record<string, unknown>[]> {
  const { data, error } = await user.client
    .from("notifications")
    .select(columns)
    .eq("kind", kind)
    .returns<Record<string, unknown>[]>();
  if (error) throw new Error(error.message);
  return data;
}
