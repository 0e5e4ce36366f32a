import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { BookingStatus } from "@/components/booking-status";
import { SANKALP_COLUMNS, type BookingSankalp } from "@/components/sankalp-rows";
import { numberedPagesOptions, readNumberedPage } from "@/lib/pages";
import { useReread } from "@/lib/mutation-refresh";
import { askSupabase, useSupabaseQuery } from "@/lib/supabase-request";
import type { OnlineMeetingKind } from "@/lib/offering-meeting";
import { parseTimeRange } from "@/lib/time-range";
import { POOJA_COLUMNS, poojaRowOf, type PoojaValues, type TemplePooja } from "./pooja-schema";

const PAGE_SIZE = 20;
const poojasKey = (templeId: string) => ["temple-poojas", templeId] as const;
const bookingsKey = (templeId: string) => ["temple-bookings", templeId] as const;

export function useTemplePoojas(templeId: string) {
  return useSupabaseQuery(
    poojasKey(templeId),
    (supabase) =>
      supabase
        .from("offerings")
        .select(POOJA_COLUMNS)
        .eq("temple_id", templeId)
        .order("active", { ascending: false })
        .order("created_at", { ascending: false })
        .limit(100)
        // A check constraint keeps meeting_kind off at_address; the generated type has every kind.
        .overrideTypes<{ meeting_kind: OnlineMeetingKind }[]>() satisfies PromiseLike<{
        data: TemplePooja[] | null;
      }>,
  );
}

export function useSavePooja(templeId: string) {
  return useMutation({
    mutationFn: async (
      input: { values: PoojaValues; id?: string } | { id: string; active: boolean },
    ) => {
      await askSupabase((supabase) => {
        const offerings = supabase.from("offerings");
        return !("values" in input)
          ? offerings.update({ active: input.active }).eq("id", input.id)
          : input.id
            ? offerings.update(poojaRowOf(input.values)).eq("id", input.id)
            : offerings.insert({ ...poojaRowOf(input.values), temple_id: templeId });
      });
    },
    onSuccess: useReread(poojasKey(templeId)),
  });
}

/** A booking of one of the temple's poojas, as its admins see it. */
export interface TempleBooking extends BookingSankalp {
  id: string;
  title: string;
  status: BookingStatus;
  starts_at: string;
  /** Whether the performance had begun when the list was read: only then can it be marked done. */
  has_started: boolean;
  devotee_name: string;
  /** The devotee's own note; the sankalp details are in their columns. */
  note: string;
  recording_url: string | null;
}

/** The temple's bookings, latest performance first; 20 a page. */
export async function fetchTempleBookings(templeId: string, page: number) {
  const { rows, hasMore } = await readNumberedPage(page, PAGE_SIZE, (supabase, from, to) =>
    supabase
      .from("bookings")
      .select(`id, title, status, slot, devotee_name, note, ${SANKALP_COLUMNS}, recording_url`)
      .eq("temple_id", templeId)
      .order("slot", { ascending: false })
      .order("id")
      .range(from, to),
  );
  const now = Date.now();
  const bookings = rows.map(({ slot, ...row }) => {
    // A range arrives as its text; the generated types leave ranges unknown, as the CLI's do.
    const { start } = parseTimeRange(slot as string);
    return { ...row, starts_at: start, has_started: Date.parse(start) <= now };
  });
  return { bookings, hasMore };
}

export function useTempleBookings(templeId: string) {
  return useInfiniteQuery(
    numberedPagesOptions(bookingsKey(templeId), (page) => fetchTempleBookings(templeId, page)),
  );
}

export type BookingStep =
  | { step: "confirm" | "decline"; bookingId: string; reason: string }
  | { step: "performed"; bookingId: string; recordingUrl: string };

/** Confirm or decline a request (respond_to_booking), or mark it performed with its recording. */
export function useBookingStep(templeId: string) {
  return useMutation({
    mutationFn: async (input: BookingStep) => {
      await askSupabase((supabase) =>
        input.step === "performed"
          ? supabase.rpc("mark_pooja_performed", {
              booking_id: input.bookingId,
              recording_url: input.recordingUrl || null,
            })
          : supabase.rpc("respond_to_booking", {
              booking_id: input.bookingId,
              accept: input.step === "confirm",
              reason: input.reason,
            }),
      );
    },
    onSettled: useReread(bookingsKey(templeId)),
  });
}
