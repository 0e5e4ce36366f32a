import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OnlineMeetingKind } from "@/lib/offering-meeting";
import type { MyOffering } from "./offering-schema";
import { askSupabase } from "@/lib/supabase-request";

/** Every offering of the provider, active or paused, newest first. */
export async function fetchMyOfferings(providerId: string): Promise<MyOffering[]> {
  return askSupabase((supabase) =>
    supabase
      .from("offerings")
      .select(
        "id, kind, title, description, mode, duration_minutes, price_paise, samagri, free_cancel_hours, kept_percent, active, meeting_kind",
      )
      .eq("provider_id", providerId)
      .order("created_at", { ascending: false })
      // A check constraint keeps meeting_kind off at_address; the generated type has every kind.
      .overrideTypes<{ meeting_kind: OnlineMeetingKind }[]>(),
  );
}

export function myOfferingsOptions(providerId: string) {
  return queryOptions({
    queryKey: ["my-offerings", providerId] as const,
    queryFn: () => fetchMyOfferings(providerId),
  });
}

export function useMyOfferings(providerId: string | undefined) {
  return useQuery({ ...myOfferingsOptions(providerId ?? ""), enabled: Boolean(providerId) });
}
