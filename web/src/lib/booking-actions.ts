import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/**
 * The host's answers to a booking, each one checked state change in Postgres (rpc
 * respond_to_booking, complete_booking, cancel_booking): the function refuses what the booking's
 * state does not allow, with a SQLSTATE the screen switches on. The provider's inbox and the
 * booking page both act through it.
 */
export type BookingAction =
  | { action: "confirm"; bookingId: string; reason: string }
  | { action: "decline"; bookingId: string; reason: string }
  | { action: "complete"; bookingId: string }
  | { action: "cancel"; bookingId: string; reason: string };

export async function actOnBooking(input: BookingAction) {
  const supabase = await getSupabase();
  switch (input.action) {
    case "confirm":
    case "decline":
      return throwOnServerError(
        await supabase.rpc("respond_to_booking", {
          booking_id: input.bookingId,
          accept: input.action === "confirm",
          reason: input.reason,
        }),
      );
    case "complete":
      return throwOnServerError(
        await supabase.rpc("complete_booking", { booking_id: input.bookingId }),
      );
    case "cancel":
      return throwOnServerError(
        await supabase.rpc("cancel_booking", { booking_id: input.bookingId, reason: input.reason }),
      );
  }
}
