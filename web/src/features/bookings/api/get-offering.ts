import type { Enums } from "@/lib/database";
import { useSupabaseQuery } from "@/lib/supabase-request";
import { AUTHORISED_BY_EMBED } from "@/components/temple-authorised-badge";

// Offerings point at temples twice (their own temple, the vouching one): each embed names its key.
export const OFFERING_COLUMNS =
  `id, kind, title, description, mode, duration_minutes, price_paise, free_cancel_hours, kept_percent, is_sample, provider_id, providers(display_name, slug, booking_horizon_days, verified_at), temple_id, temples!offerings_temple_id_fkey(name, slug), schedule_weekdays, meeting_kind, ${AUTHORISED_BY_EMBED}` as const;

/** A check constraint keeps offerings' meeting kind off at_address; generated types allow it. */
export type OfferingMeetingKind = Exclude<Enums<"meeting_kind">, "at_address">;

/** An active offering of a listed provider or temple, with who offers it; null when not listed. */
export function useOffering(offeringId: string) {
  return useSupabaseQuery(["offering", offeringId] as const, (supabase) =>
    supabase
      .from("offerings")
      .select(OFFERING_COLUMNS)
      .eq("id", offeringId)
      .maybeSingle()
      .overrideTypes<{ meeting_kind: OfferingMeetingKind }>(),
  );
}

/** An offering as a devotee books it, with its provider or temple and who vouches for it. */
export type BookableOffering = NonNullable<ReturnType<typeof useOffering>["data"]>;
