import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { myRemindersOptions } from "./list-my-reminders";

const UNIQUE_VIOLATION = "23505";

/**
 * Sets or removes the signed-in user's reminder for a session; the database queues the e-mail
 * and notification 15 minutes before the start.
 */
export async function setReminder({ sessionId, isOn }: { sessionId: string; isOn: boolean }) {
  const supabase = await getSupabase();
  if (!isOn) {
    throwOnServerError(await supabase.from("live_reminders").delete().eq("session_id", sessionId));
    return;
  }
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw { code: "42501" };
  const { error } = await supabase
    .from("live_reminders")
    .insert({ session_id: sessionId, user_id: userId });
  // Already set (a second tab, a double press): the reminder is there, which is what was asked.
  if (error && error.code !== UNIQUE_VIOLATION) throw error;
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRemindersOptions.queryKey }),
  });
}
