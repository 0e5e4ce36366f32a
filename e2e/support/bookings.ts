// A devotee's side of booking, done off screen through the data API as /book does it: the free
// start times (rpc available_slots) and the request (rpc book_offering).
import { callRest } from "./data-api";
import { indiaDate, type OfferingSpec, type TestProvider } from "./providers";

const DAY = 86_400_000;

/** What /book sends: the slot, and the sankalp and contact details a pooja at home needs. */
export interface BookingRequest {
  offering_id: string;
  starts_at: string;
  note?: string;
  contact_phone?: string;
  address?: string;
  sankalp_name?: string;
  gotra?: string;
  nakshatra?: string;
  family_members?: string;
}

/** The provider's free start times from `from` to `to` for an offering of `durationMinutes`. */
export async function freeTimes(
  token: string,
  providerId: string,
  durationMinutes: number,
  from: Date | string,
  to: Date | string,
): Promise<string[]> {
  const slots = await callRest<{ starts_at: string }[]>(
    "POST",
    "/rest/v1/rpc/available_slots",
    {
      provider_id: providerId,
      range_start: new Date(from).toISOString(),
      range_end: new Date(to).toISOString(),
      duration_minutes: durationMinutes,
    },
    token,
  );
  return slots.map((slot) => slot.starts_at);
}

/** Free start times from now over the next `days` days. */
export function freeTimesWithin(
  token: string,
  providerId: string,
  days: number,
  durationMinutes = 60,
): Promise<string[]> {
  const now = Date.now();
  return freeTimes(token, providerId, durationMinutes, new Date(now), new Date(now + days * DAY));
}

/** Free start times on the India calendar day `days` from today. */
export function freeTimesOnDay(
  token: string,
  providerId: string,
  durationMinutes: number,
  days: number,
): Promise<string[]> {
  const day = indiaDate(days);
  return freeTimes(
    token,
    providerId,
    durationMinutes,
    `${day}T00:00:00+05:30`,
    `${day}T23:59:59+05:30`,
  );
}

/** A devotee asks for a slot, as /book does: rpc book_offering. */
export async function bookOffering(token: string, request: BookingRequest) {
  return callRest<{ id: string }>("POST", "/rest/v1/rpc/book_offering", request, token);
}

/**
 * Books `offering` of `provider` at its free time `index` (the first unless `at` says) on the India
 * day `days` from today (3 unless `at` says), with any further details of the request; gives the
 * booking's id and its start.
 */
export async function bookFreeTime(
  token: string,
  provider: TestProvider,
  offering: OfferingSpec,
  { days = 3, index = 0 }: { days?: number; index?: number } = {},
  details: Omit<BookingRequest, "offering_id" | "starts_at"> = {},
): Promise<{ id: string; startsAt: string }> {
  const times = await freeTimesOnDay(token, provider.id, offering.duration_minutes, days);
  const startsAt = times.at(index)!;
  const { id } = await bookOffering(token, {
    offering_id: provider.offerings[offering.title]!,
    starts_at: startsAt,
    ...details,
  });
  return { id, startsAt };
}
