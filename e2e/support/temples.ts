import { randomUUID } from "node:crypto";
import { callRest } from "./data-api";
import { createUser, type TestUser } from "./users";

/** A verified temple with an upcoming event and a seva program, made through the data API. */
export interface TestTemple {
  admin: TestUser;
  id: string;
  slug: string;
  name: string;
  deity: string;
}

/**
 * A temple the platform has verified, with its deity and timings. Written with the service_role
 * key, as the admin command and the temple's own screens would leave it (its creator becomes
 * its admin by trigger).
 */
export async function createVerifiedTemple(): Promise<TestTemple> {
  const suffix = randomUUID().slice(0, 8);
  const name = `Mahakal Mandir ${suffix}`;
  const deity = `Mahakaleshwar ${suffix}`;
  const admin = await createUser({ roles: ["temple_admin"], fullName: `Trustee ${suffix}` });
  const slug = `mahakal-${suffix}`;
  const [temple] = await callRest<{ id: string }[]>("POST", "/rest/v1/temples", {
    slug,
    name,
    deity,
    city: "Ujjain",
    location: "Ujjain, Madhya Pradesh",
    darshan_timings: "4:00 AM – 11:00 PM",
    aarti_timings: "Bhasma Aarti 4:00 AM, Sandhya Aarti 7:00 PM",
    created_by: admin.id,
    verification_status: "verified",
    verified_at: new Date().toISOString(),
  });
  return { admin, id: temple!.id, slug, name, deity };
}

/** An event of the temple starting at `startsAt` (default in two days), with `capacity` places. */
export async function createTempleEvent(
  templeId: string,
  title: string,
  {
    startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString(),
    capacity,
  }: { startsAt?: string; capacity?: number } = {},
): Promise<string> {
  const [event] = await callRest<{ id: string }[]>("POST", "/rest/v1/temple_events", {
    temple_id: templeId,
    title,
    kind: "festival",
    starts_at: startsAt,
    capacity,
  });
  return event!.id;
}

/** An instant a few minutes ahead that is still today in India, for Today's Activities. */
export function laterTodayInIndia(): string {
  const now = Date.now();
  const tomorrow = new Date(now + 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Kolkata",
  });
  const untilMidnight = Date.parse(`${tomorrow}T00:00:00+05:30`) - now;
  return new Date(now + Math.min(10 * 60_000, untilMidnight / 2)).toISOString();
}

/** A registration made off screen (another devotee's), as the service role. */
export async function registerForEvent(eventId: string, userId: string): Promise<void> {
  await callRest("POST", "/rest/v1/event_registrations", { event_id: eventId, user_id: userId });
}

/** An active seva program of the temple with the goal in paise. */
export async function createSevaProgram(
  templeId: string,
  title: string,
  goalPaise: number,
): Promise<string> {
  const [program] = await callRest<{ id: string }[]>("POST", "/rest/v1/seva_programs", {
    temple_id: templeId,
    title,
    goal_paise: goalPaise,
  });
  return program!.id;
}

/**
 * Verifies a temple as `npm run admin -- verify <slug>` does: rpc set_verification_status as the
 * service role (the command itself needs the data directory the running server holds).
 */
export async function verifyTemple(slug: string): Promise<void> {
  await callRest("POST", "/rest/v1/rpc/set_verification_status", {
    kind: "temple",
    slug,
    status: "verified",
  });
}
