import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createConfirmedUser, type TestServer } from "@/testing/start-test-server";

async function insertOne(admin: SupabaseClient, table: string, row: object): Promise<string> {
  const { data, error } = await admin.from(table).insert(row).select("id").single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id: string }).id;
}

export interface SignedInUser {
  id: string;
  client: SupabaseClient;
}

/** A confirmed user with a role, signed in through a client of their own. */
export async function createSignedInUser(
  server: TestServer,
  role: "devotee" | "guru" | "pujari",
): Promise<SignedInUser> {
  const admin = server.createAdminClient();
  const user = await createConfirmedUser(admin, role);
  await admin.from("user_roles").insert({ user_id: user.id, role, is_primary: true });
  const client = server.createClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return { id: user.id, client };
}

/** A verified pujari with one offering, signed in. */
export async function createListedPujari(server: TestServer, name = "Pandit Ravi Shastri") {
  const admin = server.createAdminClient();
  const user = await createSignedInUser(server, "pujari");
  const providerId = await insertOne(admin, "providers", {
    user_id: user.id,
    kind: "pujari",
    slug: `pujari-${randomUUID().slice(0, 8)}`,
    display_name: name,
    verification_status: "verified",
    verified_at: new Date().toISOString(),
  });
  const offeringId = await insertOne(admin, "offerings", {
    provider_id: providerId,
    kind: "online_pooja",
    title: "Rudrabhishek",
    mode: "online",
    duration_minutes: 60,
    price_paise: 110000,
  });
  return { ...user, name, providerId, offeringId };
}

let bookingCount = 0;

/**
 * A booking of the pujari's offering by the devotee, written by the service role as the booking
 * functions leave it: completed (a week ago) or confirmed (next week).
 */
export async function createBooking(
  server: TestServer,
  {
    devoteeId,
    devoteeName = "Meera Sharma",
    pujari,
    status,
  }: {
    devoteeId: string;
    devoteeName?: string;
    pujari: { providerId: string; offeringId: string };
    status: "completed" | "confirmed";
  },
): Promise<string> {
  // A week ago or ahead, each booking two hours further out, so no two ever overlap.
  const offset = (7 * 86_400_000 + bookingCount++ * 7_200_000) * (status === "completed" ? -1 : 1);
  const start = new Date(Date.now() + offset);
  const slot = `[${start.toISOString()},${new Date(start.getTime() + 3_600_000).toISOString()})`;
  return insertOne(server.createAdminClient(), "bookings", {
    devotee_id: devoteeId,
    offering_id: pujari.offeringId,
    provider_id: pujari.providerId,
    title: "Rudrabhishek",
    mode: "online",
    price_paise: 110000,
    free_cancel_hours: 24,
    kept_percent: 0,
    slot,
    blocked: slot,
    status,
    devotee_name: devoteeName,
    ...(status === "completed" ? { completed_at: new Date().toISOString() } : {}),
  });
}
