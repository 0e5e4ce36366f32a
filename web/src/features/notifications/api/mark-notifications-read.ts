import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { notificationsKey } from "./list-notifications";

/** Marks the given notifications read, or every unread one when `ids` is "all". */
export async function markNotificationsRead(ids: readonly string[] | "all"): Promise<void> {
  const supabase = await getSupabase();
  const update = supabase
    .from("notifications")
    .update({ read_at: new Date().toISOString() })
    .is("read_at", null);
  throwOnServerError(await (ids === "all" ? update : update.in("id", [...ids])));
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
