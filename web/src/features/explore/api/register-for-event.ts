import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshAfter } from "@/lib/mutation-refresh";

/** The events the signed-in devotee has registered for (their own rows, by RLS and by id). */
export async function fetchMyRegistrations(userId: string): Promise<Set<string>> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase.from("event_registrations").select("event_id").eq("user_id", userId),
  );
  return new Set(rows.map((row) => row.event_id));
}

export function myRegistrationsOptions(userId: string) {
  return queryOptions({
    queryKey: ["event-registrations", userId] as const,
    queryFn: () => fetchMyRegistrations(userId),
  });
}

export function useMyRegistrations(userId: string) {
  return useQuery(myRegistrationsOptions(userId));
}

/** Register for an event or cancel the registration; the trigger keeps the event's count. */
export async function setRegistered(eventId: string, userId: string, register: boolean) {
  const supabase = await getSupabase();
  if (register) {
    throwOnServerError(
      await supabase.from("event_registrations").insert({ event_id: eventId, user_id: userId }),
    );
  } else {
    throwOnServerError(
      await supabase
        .from("event_registrations")
        .delete()
        .eq("event_id", eventId)
        .eq("user_id", userId),
    );
  }
}

export function useSetRegistered(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (register: boolean) => setRegistered(eventId, userId, register),
    // Refresh counts even after a refusal (a full event), so the card shows the truth.
    onSettled: () => refreshAfter(queryClient, "event-registration"),
  });
}
