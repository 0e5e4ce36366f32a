// Data API calls for the provider-practice journey: what the operator and a devotee do off screen.
import { callRest } from "./data-api";
import { respondToBooking } from "./providers";

/**
 * Verifies a provider as `npm run admin -- verify <slug>` does: rpc set_verification_status as the
 * service role. (The command itself opens the PGlite data directory, which the running e2e server
 * holds; PGlite allows one process.)
 */
export async function verifyProvider(slug: string) {
  await callRest("POST", "/rest/v1/rpc/set_verification_status", {
    kind: "provider",
    slug,
    status: "verified",
  });
}

/** The provider's id and offerings by title, read as the devotee sees them once listed. */
export async function findListedOfferings(token: string, slug: string) {
  const [provider] = await callRest<{ id: string }[]>(
    "GET",
    `/rest/v1/providers?select=id&slug=eq.${slug}`,
    undefined,
    token,
  );
  const offerings = await callRest<{ id: string; title: string }[]>(
    "GET",
    `/rest/v1/offerings?select=id,title&provider_id=eq.${provider!.id}`,
    undefined,
    token,
  );
  return {
    providerId: provider!.id,
    offerings: Object.fromEntries(offerings.map((row) => [row.title, row.id])),
  };
}

/**
 * Lets time pass for one booking: its slot (and the buffer it blocks) moved to start a minute ago,
 * so the provider can mark it completed, which complete_booking allows only once it has started.
 */
export async function startBookingNow(bookingId: string, durationMinutes: number) {
  const start = new Date(Date.now() - 60_000);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const range = `[${start.toISOString()},${end.toISOString()})`;
  await callRest("PATCH", `/rest/v1/bookings?id=eq.${bookingId}`, { slot: range, blocked: range });
}

/**
 * A booking the provider confirms (rpc respond_to_booking), that then takes place (its slot moved
 * to a minute ago) and that the provider marks completed (rpc complete_booking): the one door to a
 * review.
 */
export async function completeBooking(
  providerToken: string,
  bookingId: string,
  durationMinutes: number,
) {
  await respondToBooking(providerToken, bookingId, true);
  await startBookingNow(bookingId, durationMinutes);
  await callRest("POST", "/rest/v1/rpc/complete_booking", { booking_id: bookingId }, providerToken);
}
