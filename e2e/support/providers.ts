import { randomUUID } from "node:crypto";
import { callRest } from "./data-api";
import { createUser, type TestUser } from "./users";

/** A verified guru or pujari with offerings and open hours, made through the data API. */
export interface TestProvider {
  user: TestUser;
  id: string;
  slug: string;
  name: string;
  /** Offering ids by title. */
  offerings: Record<string, string>;
}

export interface OfferingSpec {
  kind: "consultation" | "home_pooja" | "online_pooja" | "katha";
  title: string;
  mode: "online" | "offline" | "both";
  duration_minutes: number;
  price_paise: number;
  free_cancel_hours?: number;
  kept_percent?: number;
}

/**
 * A provider the platform has verified, open every day 06:00-22:00 India time, with the given
 * offerings. Written with the service_role key, as the admin command and the provider's own
 * screens would leave it.
 */
export async function createVerifiedProvider(
  kind: "guru" | "pujari",
  offerings: OfferingSpec[],
): Promise<TestProvider> {
  const suffix = randomUUID().slice(0, 8);
  const name = `${kind === "guru" ? "Acharya" : "Pandit"} Test ${suffix}`;
  const user = await createUser({ roles: [kind], fullName: name });
  const slug = `${kind}-test-${suffix}`;
  const [provider] = await callRest<{ id: string }[]>("POST", "/rest/v1/providers", {
    user_id: user.id,
    kind,
    slug,
    display_name: name,
    languages: ["Hindi", "Sanskrit"],
    city: "Varanasi",
    verification_status: "verified",
    verified_at: new Date().toISOString(),
  });
  const id = provider!.id;
  await callRest(
    "POST",
    "/rest/v1/availability_rules",
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      provider_id: id,
      weekday,
      start_time: "06:00",
      end_time: "22:00",
    })),
  );
  const rows = await callRest<{ id: string; title: string }[]>(
    "POST",
    "/rest/v1/offerings",
    offerings.map((offering) => ({ provider_id: id, ...offering })),
  );
  return {
    user,
    id,
    slug,
    name,
    offerings: Object.fromEntries(rows.map((row) => [row.title, row.id])),
  };
}

/** The provider confirms (or declines) a booking, as their own screens do: rpc respond_to_booking. */
export async function respondToBooking(token: string, bookingId: string, accept: boolean) {
  await callRest(
    "POST",
    "/rest/v1/rpc/respond_to_booking",
    { booking_id: bookingId, accept },
    token,
  );
}

/** The provider's free start times from `from` to `to` for a duration (rpc available_slots). */
export async function freeTimes(
  token: string,
  providerId: string,
  durationMinutes: number,
  from: string,
  to: string,
): Promise<string[]> {
  const slots = await callRest<{ starts_at: string }[]>(
    "POST",
    "/rest/v1/rpc/available_slots",
    {
      provider_id: providerId,
      range_start: from,
      range_end: to,
      duration_minutes: durationMinutes,
    },
    token,
  );
  return slots.map((slot) => slot.starts_at);
}

/** The devotee books an offering at a free time, as the booking form does (rpc book_offering). */
export async function bookOffering(
  token: string,
  offeringId: string,
  startsAt: string,
): Promise<{ id: string }> {
  return callRest<{ id: string }>(
    "POST",
    "/rest/v1/rpc/book_offering",
    { offering_id: offeringId, starts_at: startsAt },
    token,
  );
}

/** The India calendar date `days` from today, as a date input holds it. */
export function indiaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
