import { useMutation, useQuery } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

/** The events the signed-in devotee has registered for (their own rows, by RLS and by id). */
export function useMyRegistrations(userId: string) {
  return useQuery({
    queryKey: ["event-registrations", userId] as const,
    queryFn: async () => {
      const rows = await askSupabase((supabase) =>
        supabase.from("event_registrations").select("event_id").eq("user_id", userId),
      );
      return new Set(rows.map((row) => row.event_id));
    },
  });
}

/** Register for an event or cancel the registration; the trigger keeps the event's count. */
export function useSetRegistered(eventId: string, userId: string) {
  return useMutation({
    mutationFn: async (register: boolean) => {
      await askSupabase((supabase) =>
        register
          ? supabase.from("event_registrations").insert({ event_id: eventId, user_id: userId })
          : supabase
              .from("event_registrations")
              .delete()
              .eq("event_id", eventId)
              .eq("user_id", userId),
      );
    },
    // Refresh counts even after a refusal (a full event), so the card shows the truth.
    onSettled: useRefreshAfter("event-registration"),
  });
}
