import { randomUUID } from "node:crypto";
import { callRest, signInForToken } from "./data-api";
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

/** The India calendar date `days` from today, as a date input holds it. */
export function indiaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * A pujari's profile as their own form first saves it: pending verification, seen by no devotee.
 * Gives the pujari, the profile's name and its slug.
 */
export async function createPendingPujari(): Promise<{
  user: TestUser;
  name: string;
  slug: string;
}> {
  const suffix = randomUUID().slice(0, 8);
  const name = `Pandit Satya ${suffix}`;
  const slug = `pandit-satya-${suffix}`;
  const user = await createUser({ roles: ["pujari"], fullName: name });
  await callRest(
    "POST",
    "/rest/v1/providers",
    { user_id: user.id, kind: "pujari", slug, display_name: name, city: "Varanasi" },
    await signInForToken(user),
  );
  return { user, name, slug };
}
