import { beforeAll, describe, expect, it } from "vitest";
import { istAt } from "./testing/platform-world.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { DENIED, DENIED_ANON, describeRlsCases, type RlsCase, rows } from "./testing/rls-cases.ts";

// The policies and grants of what devotees and hosts do together (bookings, reminders,
// registrations, donations, payments, reviews, follows, notifications, jobs): one allow and one
// deny per role with any business there. Cases run in order; later ones may rely on earlier rows.
const { server, world: w } = usePlatformWorld();
const ids: Record<string, string> = {};

const tables: Record<string, RlsCase[]> = {
  bookings: [
    {
      actor: "devotee",
      does: "reads their bookings",
      run: (db) => db.from("bookings").select("id").eq("devotee_id", w.devotee.id),
      expect: rows(3),
    },
    {
      actor: "provider",
      does: "reads the bookings addressed to them",
      run: (db) => db.from("bookings").select("id").eq("provider_id", w.providerId),
      expect: rows(3),
    },
    {
      actor: "provider",
      does: "sees the name, phone and address an offline booking needs",
      run: (db) =>
        db
          .from("bookings")
          .select("devotee_name, contact_phone, address")
          .eq("id", ids.offline!)
          .not("contact_phone", "is", null),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "sees nobody else's bookings",
      run: (db) => db.from("bookings").select("id"),
      expect: rows(0),
    },
    {
      actor: "templeAdmin",
      does: "sees no provider's bookings",
      run: (db) => db.from("bookings").select("id").eq("provider_id", w.providerId),
      expect: rows(0),
    },
    {
      actor: "devotee",
      does: "cannot confirm their own booking by writing it",
      run: (db) => db.from("bookings").update({ status: "confirmed" }).eq("id", ids.online!),
      expect: DENIED,
    },
    {
      actor: "devotee",
      does: "cannot insert a booking directly",
      run: (db) => db.from("bookings").insert({ offering_id: w.consultationId }),
      expect: DENIED,
    },
    {
      actor: "anon",
      does: "reads no bookings",
      run: (db) => db.from("bookings").select("id"),
      expect: DENIED_ANON,
    },
    {
      actor: "service",
      does: "reads every booking",
      run: (db) => db.from("bookings").select("id").in("id", [ids.online!, ids.offline!]),
      expect: rows(2),
    },
  ],
  booking_events: [
    {
      actor: "devotee",
      does: "reads their booking's timeline",
      run: (db) => db.from("booking_events").select("id").eq("booking_id", ids.online!),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "reads no one else's timeline",
      run: (db) => db.from("booking_events").select("id").eq("booking_id", ids.online!),
      expect: rows(0),
    },
    {
      actor: "provider",
      does: "cannot write a timeline entry",
      run: (db) =>
        db.from("booking_events").insert({ booking_id: ids.online!, status: "completed" }),
      expect: DENIED,
    },
  ],
  live_reminders: [
    {
      actor: "devotee",
      does: "sets a reminder",
      run: (db) =>
        db
          .from("live_reminders")
          .insert({ session_id: w.liveSessionId, user_id: w.devotee.id })
          .select("session_id"),
      expect: rows(1),
    },
    {
      actor: "devotee",
      does: "cannot set one for someone else",
      run: (db) =>
        db.from("live_reminders").insert({ session_id: w.liveSessionId, user_id: w.other.id }),
      expect: DENIED,
    },
    {
      actor: "other",
      does: "sees nobody else's reminders",
      run: (db) => db.from("live_reminders").select("session_id"),
      expect: rows(0),
    },
    {
      actor: "anon",
      does: "cannot set a reminder",
      run: (db) =>
        db.from("live_reminders").insert({ session_id: w.liveSessionId, user_id: w.devotee.id }),
      expect: DENIED_ANON,
    },
  ],
  event_registrations: [
    {
      actor: "devotee",
      does: "registers",
      run: (db) =>
        db
          .from("event_registrations")
          .insert({ event_id: w.templeEventId, user_id: w.devotee.id })
          .select("event_id"),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "takes the last place",
      run: (db) =>
        db
          .from("event_registrations")
          .insert({ event_id: w.templeEventId, user_id: w.other.id })
          .select("event_id"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "is told the event is full",
      run: (db) =>
        db.from("event_registrations").insert({ event_id: w.templeEventId, user_id: w.guru.id }),
      expect: { code: "PT409", status: 409 },
    },
    {
      actor: "templeAdmin",
      does: "sees who registered",
      run: (db) => db.from("event_registrations").select("user_id").eq("event_id", w.templeEventId),
      expect: rows(2),
    },
    {
      actor: "other",
      does: "sees only their own registration",
      run: (db) => db.from("event_registrations").select("user_id"),
      expect: rows(1),
    },
  ],
  donations: [
    {
      actor: "devotee",
      does: "reads their donation",
      run: (db) => db.from("donations").select("id").eq("id", ids.donation!),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "reads the donation to their temple",
      run: (db) => db.from("donations").select("donor_name").eq("id", ids.donation!),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "reads no one else's donation",
      run: (db) => db.from("donations").select("id"),
      expect: rows(0),
    },
    {
      actor: "provider",
      does: "reads no temple's donations",
      run: (db) => db.from("donations").select("id"),
      expect: rows(0),
    },
    {
      actor: "devotee",
      does: "cannot mark their pledge paid",
      run: (db) => db.from("donations").update({ status: "paid" }).eq("id", ids.donation!),
      expect: DENIED,
    },
  ],
  payments: [
    {
      actor: "service",
      does: "records a payment",
      run: (db) =>
        db
          .from("payments")
          .insert({
            booking_id: ids.online!,
            payer_id: w.devotee.id,
            amount_paise: 110000,
            method: "upi",
            order_ref: `ref-${ids.online}`,
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "devotee",
      does: "reads their payment",
      run: (db) => db.from("payments").select("id"),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "reads no one else's payment",
      run: (db) => db.from("payments").select("id"),
      expect: rows(0),
    },
    {
      actor: "devotee",
      does: "cannot record a payment",
      run: (db) =>
        db.from("payments").insert({
          booking_id: ids.online!,
          payer_id: w.devotee.id,
          amount_paise: 1,
          method: "upi",
        }),
      expect: DENIED,
    },
  ],
  reviews: [
    {
      actor: "devotee",
      does: "cannot review a booking not yet completed",
      run: (db) =>
        db.from("reviews").insert({ booking_id: ids.online!, author_id: w.devotee.id, rating: 5 }),
      expect: DENIED,
    },
    {
      actor: "devotee",
      does: "reviews a completed booking",
      run: (db) =>
        db
          .from("reviews")
          .insert({
            booking_id: ids.completed!,
            author_id: w.devotee.id,
            rating: 4,
            body: "Clear guidance",
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "reads the review through public_reviews",
      run: (db) => db.from("public_reviews").select("rating").eq("provider_id", w.providerId),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "cannot read the reviews table, which names the author's account",
      run: (db) => db.from("reviews").select("rating").eq("provider_id", w.providerId),
      expect: DENIED_ANON,
    },
    {
      actor: "other",
      does: "reads no one else's review from the table",
      run: (db) => db.from("reviews").select("rating").eq("provider_id", w.providerId),
      expect: rows(0),
    },
    {
      actor: "other",
      does: "cannot edit the devotee's review",
      run: (db) =>
        db.from("reviews").update({ rating: 1 }).eq("booking_id", ids.completed!).select("id"),
      expect: rows(0),
    },
  ],
  follows: [
    {
      actor: "devotee",
      does: "follows a verified provider",
      run: (db) =>
        db
          .from("follows")
          .insert({ user_id: w.devotee.id, provider_id: w.providerId })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "devotee",
      does: "cannot follow a pending provider",
      run: (db) =>
        db.from("follows").insert({ user_id: w.devotee.id, provider_id: w.pendingProviderId }),
      expect: DENIED,
    },
    {
      actor: "provider",
      does: "sees no follower list",
      run: (db) => db.from("follows").select("id").eq("provider_id", w.providerId),
      expect: rows(0),
    },
  ],
  notifications: [
    {
      actor: "provider",
      does: "reads their booking requests",
      run: (db) => db.from("notifications").select("id").eq("kind", "booking_requested"),
      expect: rows(2),
    },
    {
      actor: "devotee",
      does: "reads nobody else's notifications",
      run: (db) => db.from("notifications").select("id"),
      expect: rows(0),
    },
    {
      actor: "provider",
      does: "marks them read",
      run: (db) =>
        db
          .from("notifications")
          .update({ read_at: new Date().toISOString() })
          .eq("kind", "booking_requested")
          .select("id"),
      expect: rows(2),
    },
    {
      actor: "provider",
      does: "cannot rewrite one",
      run: (db) => db.from("notifications").update({ title: "x" }).eq("kind", "booking_requested"),
      expect: DENIED,
    },
  ],
  jobs: [
    {
      actor: "provider",
      does: "cannot see the job queue",
      run: (db) => db.from("jobs").select("id"),
      expect: DENIED,
    },
    {
      actor: "anon",
      does: "cannot see the job queue",
      run: (db) => db.from("jobs").select("id"),
      expect: DENIED_ANON,
    },
    {
      actor: "service",
      does: "queues a job",
      run: (db) => db.from("jobs").insert({ kind: "live.reminder" }).select("id"),
      expect: rows(1),
    },
  ],
};

beforeAll(async () => {
  const online = await w.devotee.client
    .rpc("book_offering", { offering_id: w.consultationId, starts_at: istAt(2, "10:00") })
    .single();
  const offline = await w.devotee.client
    .rpc("book_offering", {
      offering_id: w.homePoojaId,
      starts_at: istAt(3, "08:00"),
      contact_phone: "+91 98100 12345",
      address: "12 Lodhi Road",
    })
    .single();
  ids.online = (online.data as { id: string }).id;
  ids.offline = (offline.data as { id: string }).id;
  const donation = await w.devotee.client
    .rpc("record_donation", { seva_program_id: w.sevaProgramId, amount_paise: 10100 })
    .single();
  ids.donation = (donation.data as { id: string }).id;
  const { rows: completed } = await server.db.query<{ id: string }>(
    `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
       free_cancel_hours, kept_percent, slot, blocked, status)
     values ($1, $2, $3, 'Past consultation', 'online', 110000, 24, 50,
       tstzrange(now() - interval '3 days', now() - interval '3 days' + interval '1 hour'),
       tstzrange(now() - interval '3 days', now() - interval '3 days' + interval '1 hour'), 'completed')
     returning id`,
    [w.devotee.id, w.consultationId, w.providerId],
  );
  ids.completed = completed[0]!.id;
});

describeRlsCases(tables, () => w);

describe("counters kept by triggers", () => {
  it("reminders, registrations, follows and reviews show up in the public figures", async () => {
    const session = await w.anon
      .from("live_sessions")
      .select("reminder_count")
      .eq("id", w.liveSessionId)
      .single();
    expect(session.data).toEqual({ reminder_count: 1 });
    const event = await w.anon
      .from("temple_events")
      .select("registration_count, is_filling_fast")
      .eq("id", w.templeEventId)
      .single();
    expect(event.data).toEqual({ registration_count: 2, is_filling_fast: true });
    const provider = await w.anon
      .from("providers")
      .select("follower_count, rating, review_count")
      .eq("id", w.providerId)
      .single();
    expect(provider.data).toEqual({ follower_count: 1, rating: 4, review_count: 1 });
  });
});
