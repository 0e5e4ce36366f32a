import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { createPlatformUser, type PlatformUser } from "./testing/platform-world.ts";

// Reviews through supabase-js: one per completed booking of one's own, figures computed from the
// rows, one reply by the reviewed host, and at most 10 reviews per author per hour.
const { server, world } = usePlatformWorld();
let host: PlatformUser;
let hostProviderId: string;
let hostOfferingId: string;
let day = 0;

beforeAll(async () => {
  host = await createPlatformUser(server, "reviewed-guru", { roles: ["guru"] });
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.providers (user_id, kind, slug, display_name, verification_status)
     values ($1, 'guru', $2, 'Swami Reviewed', 'verified') returning id`,
    [host.id, `reviewed-${randomUUID().slice(0, 8)}`],
  );
  hostProviderId = rows[0]!.id;
  const offering = await server.db.query<{ id: string }>(
    `insert into public.offerings (provider_id, kind, title, mode, duration_minutes, price_paise)
     values ($1, 'consultation', 'Jyotish Consultation', 'online', 30, 50000) returning id`,
    [hostProviderId],
  );
  hostOfferingId = offering.rows[0]!.id;
});

/** A booking of the host's consultation, in the past, in the given status (as the owner writes). */
async function pastBooking(
  devotee: PlatformUser,
  status: "completed" | "confirmed" = "completed",
  offering = {
    id: hostOfferingId,
    providerId: hostProviderId as string | null,
    templeId: null as string | null,
  },
): Promise<string> {
  day += 1;
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.bookings (devotee_id, offering_id, provider_id, temple_id, title, mode,
       price_paise, free_cancel_hours, kept_percent, slot, blocked, status, completed_at)
     select $1, $2, $3, $4, 'Consultation', 'online', 50000, 24, 0, r, r, $5::public.booking_status,
            case when $5 = 'completed' then now() end
       from (select tstzrange(now() - make_interval(days => $6), now() - make_interval(days => $6) + interval '30 minutes') as r) s
     returning id`,
    [devotee.id, offering.id, offering.providerId, offering.templeId, status, day],
  );
  return rows[0]!.id;
}

const review = (user: PlatformUser, bookingId: string, rating: number, body = "") =>
  user.client
    .from("reviews")
    .insert({ booking_id: bookingId, author_id: user.id, rating, body })
    .select("id")
    .single<{ id: string }>();

async function figures() {
  const { data } = await world.anon
    .from("providers")
    .select("rating, review_count")
    .eq("id", hostProviderId)
    .single<{ rating: number | null; review_count: number }>();
  return data;
}

async function countReviews(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.reviews",
  );
  return rows[0]!.n;
}

describe("writing a review", () => {
  let firstReviewId: string;

  it("is one per completed booking of one's own: a second is 409, others' and unfinished ones are refused", async () => {
    const completed = await pastBooking(world.devotee);
    const first = await review(world.devotee, completed, 5, "Very clear guidance.");
    expect(first.error).toBeNull();
    firstReviewId = first.data!.id;

    const before = await countReviews();
    const second = await review(world.devotee, completed, 1);
    expect(second).toMatchObject({ status: 409, error: { code: "23505" } });
    const confirmed = await pastBooking(world.devotee, "confirmed");
    expect(await review(world.devotee, confirmed, 4)).toMatchObject({
      status: 403,
      error: { code: "42501" },
    });
    const someoneElses = await pastBooking(world.devotee);
    const stranger = await world.other.client
      .from("reviews")
      .insert({ booking_id: someoneElses, author_id: world.other.id, rating: 1 });
    expect(stranger.error?.code).toBe("42501");
    const impersonated = await world.other.client
      .from("reviews")
      .insert({ booking_id: someoneElses, author_id: world.devotee.id, rating: 1 });
    expect(impersonated.error?.code).toBe("42501");
    expect(await countReviews()).toBe(before);
  });

  it("keeps the shown rating and count computed from the rows on insert, update and delete", async () => {
    expect(await figures()).toEqual({ rating: 5, review_count: 1 });
    const other = await review(world.other, await pastBooking(world.other), 2);
    expect(await figures()).toEqual({ rating: 3.5, review_count: 2 });
    await world.devotee.client.from("reviews").update({ rating: 3 }).eq("id", firstReviewId);
    expect(await figures()).toEqual({ rating: 2.5, review_count: 2 });
    // Nobody else moves the figures: another user's update touches no row.
    await world.other.client.from("reviews").update({ rating: 5 }).eq("id", firstReviewId);
    expect(await figures()).toEqual({ rating: 2.5, review_count: 2 });
    await world.other.client.from("reviews").delete().eq("id", other.data!.id);
    expect(await figures()).toEqual({ rating: 3, review_count: 1 });
    const direct = await host.client
      .from("providers")
      .update({ rating: 5, review_count: 99 })
      .eq("id", hostProviderId);
    expect(direct.error?.code).toBe("42501");
    expect(await figures()).toEqual({ rating: 3, review_count: 1 });
  });

  it("is answered once by the reviewed host, and by nobody else", async () => {
    const reply = (user: PlatformUser, body: string, id = firstReviewId) =>
      user.client
        .rpc("reply_to_review", { review: id, body })
        .single<{ reply: string; replied_at: string }>();
    expect((await reply(world.devotee, "Thank you")).error?.code).toBe("42501");
    expect((await reply(world.guru, "Thank you")).error?.code).toBe("42501");
    expect((await reply(host, "   ")).error?.code).toBe("22023");
    const ownColumn = await world.devotee.client
      .from("reviews")
      .update({ reply: "I reply to myself" })
      .eq("id", firstReviewId);
    expect(ownColumn.error?.code).toBe("42501");

    const answered = await reply(host, "  Thank you, may Ishvara bless you.  ");
    expect(answered.data).toMatchObject({
      reply: "Thank you, may Ishvara bless you.",
      replied_at: expect.any(String),
    });
    const again = await reply(host, "One more thing");
    expect(again.error).toMatchObject({ code: "PT409", message: "You have already replied" });
    const shown = await world.anon
      .from("public_reviews")
      .select("reply")
      .eq("id", firstReviewId)
      .single<{ reply: string }>();
    expect(shown.data?.reply).toBe("Thank you, may Ishvara bless you.");
    const note = await world.devotee.client
      .from("notifications")
      .select("title, body")
      .eq("kind", "review_reply");
    expect(note.data).toEqual([
      { title: "Your review has a reply", body: "Thank you, may Ishvara bless you." },
    ]);
  });

  it("of a temple is answered by the temple's admin", async () => {
    const bookingId = await pastBooking(world.devotee, "completed", {
      id: world.templePoojaId,
      providerId: null,
      templeId: world.templeId,
    });
    const written = await review(world.devotee, bookingId, 5, "A divine abhishek.");
    expect(written.error).toBeNull();
    const reply = await world.templeAdmin.client.rpc("reply_to_review", {
      review: written.data!.id,
      body: "Har Har Mahadev!",
    });
    expect(reply.error).toBeNull();
  });

  it("is limited to 10 per author per hour (429, saying when the next one may be written)", async () => {
    const prolific = await createPlatformUser(server, "prolific", { roles: ["devotee"] });
    const bookings: string[] = [];
    for (let i = 0; i < 11; i += 1) bookings.push(await pastBooking(prolific));
    for (const bookingId of bookings.slice(0, 10)) {
      expect((await review(prolific, bookingId, 4)).error).toBeNull();
    }
    const eleventh = await review(prolific, bookings[10]!, 4);
    expect(eleventh).toMatchObject({
      status: 429,
      error: { code: "PT429", message: "You have written 10 reviews in the last hour" },
    });
    expect(eleventh.error?.hint).toMatch(/^You can write your next review after .+ IST\.$/);
    const { data } = await prolific.client
      .from("reviews")
      .select("id")
      .eq("author_id", prolific.id);
    expect(data).toHaveLength(10);
  });
});
