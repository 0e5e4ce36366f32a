import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";
import { epochSeconds } from "../lib/clock.ts";
import { signJwt } from "../lib/jwt.ts";
import { inbox, quietPeriod, subscribed } from "../realtime/testing/realtime-world.ts";
import { istAt } from "./testing/platform-world.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// The tables the web app's screens follow through Postgres Changes (the bell, a booking's page,
// the host's inbox, a payee's payments to confirm): each change reaches the users whose
// row-level security lets them read the row, over the network, and nobody else.
const { server, world } = usePlatformWorld({ listen: true });
const realtimeClients: SupabaseClient[] = [];

afterAll(async () => {
  await Promise.all(realtimeClients.map((client) => client.removeAllChannels()));
});

const TABLES = ["notifications", "bookings", "booking_events", "payments"] as const;
type Table = (typeof TABLES)[number];

interface Change {
  table: Table;
  eventType: string;
  new: Record<string, unknown>;
}

/** A supabase-js client over the port, signed in as the user, as the web app connects. */
async function realtimeClientOf(userId: string): Promise<SupabaseClient> {
  const token = await signJwt(server.keys, {
    sub: userId,
    role: "authenticated",
    aud: "authenticated",
    exp: epochSeconds(server.clock) + 3600,
  });
  const client = createClient(server.url!, server.keys.anonKey, {
    accessToken: () => Promise.resolve(token),
  });
  realtimeClients.push(client);
  return client;
}

/** Follows every change to the four tables (or those matching `filter`) that reach the user. */
async function follow(userId: string, filter?: Partial<Record<Table, string>>) {
  const client = await realtimeClientOf(userId);
  const changes = inbox<Change>();
  let channel = client.channel(`screens-${userId}-${Math.random()}`);
  for (const table of TABLES) {
    channel = channel.on(
      "postgres_changes",
      { event: "*", schema: "public", table, filter: filter?.[table] },
      (change) => changes.push({ ...(change as unknown as Change), table }),
    );
  }
  expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
  return changes;
}

function tablesOf(changes: Change[]): Table[] {
  return [...new Set(changes.map((change) => change.table))].sort();
}

/** Waits until changes from every one of `tables` have arrived. */
async function waitForTables(changes: ReturnType<typeof inbox<Change>>, tables: Table[]) {
  const deadline = Date.now() + 5000;
  while (!tables.every((table) => changes.items.some((change) => change.table === table))) {
    if (Date.now() > deadline) {
      throw new Error(`waited for ${tables.join(", ")}, got ${tablesOf(changes.items).join(", ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("screens that update themselves", () => {
  it("a booking's answer reaches its devotee and its host, and no other devotee", async () => {
    const { data: booking, error } = await world.devotee.client
      .rpc("book_offering", { offering_id: world.consultationId, starts_at: istAt(20, "10:00") })
      .single<{ id: string }>();
    expect(error).toBeNull();
    const [devotee, devoteeOfBooking, guru, other, otherOfBooking] = await Promise.all([
      follow(world.devotee.id),
      // As the booking page subscribes: its own row and its own timeline only.
      follow(world.devotee.id, {
        bookings: `id=eq.${booking!.id}`,
        booking_events: `booking_id=eq.${booking!.id}`,
      }),
      // As the inbox subscribes: the provider's bookings.
      follow(world.guru.id, { bookings: `provider_id=eq.${world.providerId}` }),
      follow(world.other.id),
      // Another devotee asking for that very booking by its id is told nothing either.
      follow(world.other.id, {
        bookings: `id=eq.${booking!.id}`,
        booking_events: `booking_id=eq.${booking!.id}`,
      }),
    ]);

    const answer = await world.guru.client
      .rpc("respond_to_booking", { booking_id: booking!.id, accept: true })
      .single();
    expect(answer.error).toBeNull();

    await waitForTables(devotee, ["booking_events", "bookings", "notifications"]);
    expect(devotee.items).toContainEqual(
      expect.objectContaining({
        table: "bookings",
        eventType: "UPDATE",
        new: expect.objectContaining({ id: booking!.id, status: "confirmed" }),
      }),
    );
    expect(devotee.items).toContainEqual(
      expect.objectContaining({
        table: "notifications",
        eventType: "INSERT",
        new: expect.objectContaining({ user_id: world.devotee.id }),
      }),
    );
    await waitForTables(devoteeOfBooking, ["booking_events", "bookings"]);
    await waitForTables(guru, ["bookings"]);
    expect(guru.items).toContainEqual(
      expect.objectContaining({
        table: "bookings",
        new: expect.objectContaining({ id: booking!.id, status: "confirmed" }),
      }),
    );

    await quietPeriod();
    expect(other.items).toEqual([]);
    expect(otherOfBooking.items).toEqual([]);
    // The guru's notifications are their own: the devotee's notice did not reach them.
    expect(
      guru.items.filter(
        (change) => change.table === "notifications" && change.new.user_id !== world.guru.id,
      ),
    ).toEqual([]);
  });

  it("a payment the payer reports reaches its payee and its payer, and no one else", async () => {
    const { data: booking } = await world.devotee.client
      .rpc("book_offering", { offering_id: world.consultationId, starts_at: istAt(21, "10:00") })
      .single<{ id: string }>();
    const [payer, payee, payeeOtherTemple, other] = await Promise.all([
      follow(world.devotee.id, { payments: `payer_id=eq.${world.devotee.id}` }),
      // As the payments to confirm subscribe: payments to this provider.
      follow(world.guru.id, { payments: `provider_id=eq.${world.providerId}` }),
      follow(world.templeAdmin.id),
      follow(world.other.id),
    ]);

    // Written as the payment integration writes it: a direct UPI transfer the payer reported.
    await server.db.query(
      `insert into public.payments (booking_id, payer_id, amount_paise, method, status, upi_reference)
       values ($1, $2, 50000, 'upi', 'awaiting_confirmation', 'UTR12345678')`,
      [booking!.id, world.devotee.id],
    );

    // The booking's own notice to the guru may still be on its way: look for the payment.
    await waitForTables(payee, ["payments"]);
    const toPayee = payee.items.find((change) => change.table === "payments");
    expect(toPayee).toMatchObject({
      table: "payments",
      eventType: "INSERT",
      new: { status: "awaiting_confirmation", provider_id: world.providerId },
    });
    await waitForTables(payer, ["payments"]);

    await quietPeriod();
    expect(payeeOtherTemple.items).toEqual([]);
    expect(other.items).toEqual([]);
  });

  it("a donation's payment reported to a temple reaches its administrators, not another host", async () => {
    const [temple, guru] = await Promise.all([
      // As the temple's payments to confirm subscribe.
      follow(world.templeAdmin.id, { payments: `temple_id=eq.${world.templeId}` }),
      follow(world.guru.id),
    ]);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.donations (seva_program_id, temple_id, donor_id, amount_paise)
       values ($1, $2, $3, 110100) returning id`,
      [world.sevaProgramId, world.templeId, world.devotee.id],
    );
    await server.db.query(
      `insert into public.payments (donation_id, payer_id, amount_paise, method, status, upi_reference)
       values ($1, $2, 110100, 'upi', 'awaiting_confirmation', 'UTR87654321')`,
      [rows[0]!.id, world.devotee.id],
    );

    await waitForTables(temple, ["payments"]);
    expect(temple.items.find((change) => change.table === "payments")).toMatchObject({
      eventType: "INSERT",
      new: { temple_id: world.templeId, status: "awaiting_confirmation" },
    });
    await quietPeriod();
    expect(guru.items.filter((change) => change.table === "payments")).toEqual([]);
  });
});
