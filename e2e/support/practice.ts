// Data API calls for the provider-practice journey: what the operator and a devotee do off screen.
import { callRest } from "./data-api";

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

/** Free start times over the next `days` for an offering of `durationMinutes`, as /book lists them. */
export async function listFreeSlots(
  token: string,
  providerId: string,
  days: number,
  durationMinutes = 60,
) {
  const from = new Date();
  return callRest<{ starts_at: string }[]>(
    "POST",
    "/rest/v1/rpc/available_slots",
    {
      provider_id: providerId,
      range_start: from.toISOString(),
      range_end: new Date(from.getTime() + days * 86_400_000).toISOString(),
      duration_minutes: durationMinutes,
    },
    token,
  );
}

/** A devotee asks for a slot, as /book does: rpc book_offering. */
export async function bookOffering(
  token: string,
  request: {
    offering_id: string;
    starts_at: string;
    note?: string;
    contact_phone?: string;
    address?: string;
    sankalp_name?: string;
    gotra?: string;
    nakshatra?: string;
    family_members?: string;
  },
) {
  return callRest<{ id: string }>("POST", "/rest/v1/rpc/book_offering", request, token);
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
