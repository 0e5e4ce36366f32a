import { useMutation } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

export interface BookOfferingInput {
  offeringId: string;
  startsAt: string;
  mode: "online" | "offline";
  note: string;
  phone: string | null;
  address: string | null;
  /** The sankalp the pujari recites; each is stored in a column of its own, "" when not given. */
  sankalpName: string;
  gotra: string;
  nakshatra: string;
  familyMembers: string;
}

/** Asks for the slot (rpc book_offering); the booking starts as `requested`. */
export async function bookOffering(input: BookOfferingInput): Promise<{ id: string }> {
  return askSupabase((supabase) =>
    supabase.rpc("book_offering", {
      offering_id: input.offeringId,
      starts_at: input.startsAt,
      mode: input.mode,
      note: input.note,
      contact_phone: input.phone,
      address: input.address,
      sankalp_name: input.sankalpName,
      gotra: input.gotra,
      nakshatra: input.nakshatra,
      family_members: input.familyMembers,
    }),
  );
}

export function useBookOffering() {
  return useMutation({
    mutationFn: bookOffering,
    // Won or lost, the free times have changed: ask again.
    onSettled: useRefreshAfter("booking"),
  });
}
