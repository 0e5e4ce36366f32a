import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { notificationsKey } from "./list-notifications";

/** New notifications arrive from other people's actions, so the count is read again this often. */
export const UNREAD_POLL_MS = 15_000;

export async function countUnreadNotifications(): Promise<number> {
  const supabase = await getSupabase();
  const result = await supabase
    .from("notifications")
    .select("id", { count: "exact", head: true })
    .is("read_at", null);
  throwOnServerError(result);
  return result.count ?? 0;
}

export function unreadCountOptions() {
  return queryOptions({
    queryKey: [...notificationsKey, "unread"] as const,
    queryFn: countUnreadNotifications,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountOptions());
}
