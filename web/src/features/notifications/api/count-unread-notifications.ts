import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { useTableChanges } from "@/lib/use-table-changes";
import { notificationsKey } from "./list-notifications";

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
    refetchOnWindowFocus: true,
  });
}

/**
 * The unread count, read again (with the open list) as soon as one of the user's notifications
 * arrives, is read or is deleted, in this tab or elsewhere.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useTableChanges("notifications", userId ? `user_id=eq.${userId}` : null, () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  });
  return useQuery(unreadCountOptions());
}
