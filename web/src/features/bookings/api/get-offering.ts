import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { AUTHORISED_BY_EMBED } from "@/components/temple-authorised-badge";

export interface BookableOffering {
  id: string;
  kind: string;
  title: string;
  description: string;
  mode: "online" | "offline" | "both";
  duration_minutes: number;
  price_paise: number;
  free_cancel_hours: number;
  kept_percent: number;
  is_sample: boolean;
  provider_id: string | null;
  providers: {
    display_name: string;
    slug: string;
    booking_horizon_days: number;
    verified_at: string | null;
  } | null;
  temple_id: string | null;
  temples: { name: string; slug: string } | null;
  /** The temple that vouches for this offering, if one does. */
  authorised_by: { name: string } | null;
  /** A temple pooja's weekdays; null when any requested time is taken. */
  schedule_weekdays: number[] | null;
  /** How its online sessions happen: a phone call asks the devotee for a phone. */
  meeting_kind?: "private_room" | "video_link" | "phone_call";
}

// Offerings point at temples twice (their own temple, the vouching one): each embed names its key.
export const OFFERING_COLUMNS = `id, kind, title, description, mode, duration_minutes, price_paise, free_cancel_hours, kept_percent, is_sample, provider_id, providers(display_name, slug, booking_horizon_days, verified_at), temple_id, temples!offerings_temple_id_fkey(name, slug), schedule_weekdays, meeting_kind, ${AUTHORISED_BY_EMBED}`;

/** An active offering of a listed provider or temple, with who offers it; null when not listed. */
export async function fetchOffering(offeringId: string): Promise<BookableOffering | null> {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase.from("offerings").select(OFFERING_COLUMNS).eq("id", offeringId).maybeSingle(),
    // A check constraint keeps meeting_kind off at_address; the generated type has every kind.
  ) as BookableOffering | null;
}

export function offeringOptions(offeringId: string) {
  return queryOptions({
    queryKey: ["offering", offeringId] as const,
    queryFn: () => fetchOffering(offeringId),
  });
}

export function useOffering(offeringId: string) {
  return useQuery(offeringOptions(offeringId));
}
