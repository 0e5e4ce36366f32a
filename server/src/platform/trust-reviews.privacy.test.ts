import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { createPlatformUser, type PlatformUser } from "./testing/platform-world.ts";

// Who reads a review's author: the public reads public_reviews (a name or initials, as the
// author chose, and never an account id); the table itself only the author, the reviewed host
// and an administrator at aal2. Listed providers, temples and their associations answer anon
// without the account behind them.
const { server, world } = usePlatformWorld();
let stranger: PlatformUser;
let guruReviewId: string;
let templeReviewId: string;
let pendingReviewId: string;

const ACCOUNT_IDS = [
  "author_id",
  "booking_id",
  "user_id",
  "created_by",
  "invited_by",
  "devotee_id",
];

/** A completed booking of the offering by the devotee, in the past, as the owner writes it. */
async function completedBooking(
  devotee: PlatformUser,
  offeringId: string,
  host: { providerId?: string; templeId?: string },
): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.bookings (devotee_id, offering_id, provider_id, temple_id, title, mode,
       price_paise, free_cancel_hours, kept_percent, slot, blocked, status, completed_at)
     select $1, $2, $3, $4, 'Pooja', 'online', 50000, 24, 0, r, r, 'completed', now()
       from (select tstzrange(now() - interval '2 days', now() - interval '2 days' + interval '1 hour') as r) s
     returning id`,
    [devotee.id, offeringId, host.providerId ?? null, host.templeId ?? null],
  );
  return rows[0]!.id;
}

async function writeReview(
  author: PlatformUser,
  bookingId: string,
  row: { rating: number; body: string; author_shown_as?: "name" | "initials" },
): Promise<string> {
  const { data, error } = await author.client
    .from("reviews")
    .insert({ booking_id: bookingId, author_id: author.id, ...row })
    .select("id")
    .single<{ id: string }>();
  expect(error).toBeNull();
  return data!.id;
}

function expectNoAccountIds(rows: unknown): void {
  expect(Array.isArray(rows) && rows.length > 0).toBe(true);
  for (const row of rows as Record<string, unknown>[]) {
    for (const key of ACCOUNT_IDS) expect(row).not.toHaveProperty(key);
  }
}

beforeAll(async () => {
  stranger = await createPlatformUser(server, "stranger", { roles: ["devotee"] });
  await server.db.query(
    `update public.profiles set display_name = case id when $1 then 'Asha Devi' else 'राम प्रसाद' end
      where id in ($1, $2)`,
    [world.devotee.id, world.other.id],
  );
  guruReviewId = await writeReview(
    world.devotee,
    await completedBooking(world.devotee, world.consultationId, { providerId: world.providerId }),
    { rating: 5, body: "Clear guidance." },
  );
  templeReviewId = await writeReview(
    world.other,
    await completedBooking(world.other, world.templePoojaId, { templeId: world.templeId }),
    { rating: 4, body: "A divine abhishek.", author_shown_as: "initials" },
  );
  pendingReviewId = await writeReview(
    world.devotee,
    await completedBooking(world.devotee, world.pendingOfferingId, {
      providerId: world.pendingProviderId,
    }),
    { rating: 3, body: "Not listed yet." },
  );
});

describe("public_reviews", () => {
  it("shows reviews of listed hosts with the author's name or initials, and no account id", async () => {
    for (const client of [world.anon, stranger.client]) {
      const { data, error } = await client.from("public_reviews").select("*").order("rating");
      expect(error).toBeNull();
      expectNoAccountIds(data);
      expect(data).toEqual([
        {
          id: templeReviewId,
          provider_id: null,
          temple_id: world.templeId,
          offering_id: world.templePoojaId,
          rating: 4,
          body: "A divine abhishek.",
          reply: null,
          replied_at: null,
          created_at: expect.any(String),
          updated_at: expect.any(String),
          author_name: "रा. प्र.",
        },
        expect.objectContaining({
          id: guruReviewId,
          provider_id: world.providerId,
          offering_id: world.consultationId,
          author_name: "Asha Devi",
        }),
      ]);
      expect(data!.map((r) => r.id)).not.toContain(pendingReviewId);
    }
  });

  it("follows the author's choice when they edit it", async () => {
    const shown = async () =>
      (await world.anon.from("public_reviews").select("author_name").eq("id", guruReviewId)).data;
    const edited = await world.devotee.client
      .from("reviews")
      .update({ author_shown_as: "initials" })
      .eq("id", guruReviewId);
    expect(edited.error).toBeNull();
    expect(await shown()).toEqual([{ author_name: "A. D." }]);
    // Nobody else chooses for the author: another user's update touches no row.
    await world.other.client
      .from("reviews")
      .update({ author_shown_as: "name" })
      .eq("id", guruReviewId);
    expect(await shown()).toEqual([{ author_name: "A. D." }]);
    await world.devotee.client
      .from("reviews")
      .update({ author_shown_as: "name" })
      .eq("id", guruReviewId);
    expect(await shown()).toEqual([{ author_name: "Asha Devi" }]);
    const invalid = await world.devotee.client
      .from("reviews")
      .update({ author_shown_as: "email" })
      .eq("id", guruReviewId);
    expect(invalid.error?.code).toBe("23514");
  });

  it("is read only for every API role", async () => {
    const { rows } = await server.db.query<{ role: string; writable: boolean }>(
      `select r as role,
              has_table_privilege(r, 'public.public_reviews', 'insert, update, delete, truncate') as writable
         from unnest(array['anon', 'authenticated', 'service_role']) r`,
    );
    expect(rows.every((row) => !row.writable)).toBe(true);
  });
});

describe("the initials", () => {
  it.each([
    ["Asha Devi", "A. D."],
    ["ravi kumar sharma", "R. S."],
    ["Ravi", "R."],
    ["  Meera   Bai  ", "M. B."],
    ["राम प्रसाद", "रा. प्र."],
    ["मोहनदास करमचंद गांधी", "मो. गां."],
    ["कृष्ण", "कृ."],
    ["स्वामी विवेकानंद", "स्वा. वि."],
    ["   ", null],
  ])("of %j are %j", async (name, initials) => {
    const { rows } = await server.db.query<{ initials: string | null }>(
      "select app_private.review_author_name('initials', $1) as initials",
      [name],
    );
    expect(rows[0]!.initials).toBe(initials);
  });
});

describe("the reviews table", () => {
  const everyReview = (user: PlatformUser) =>
    user.client.from("reviews").select("id, author_id, booking_id").order("rating");

  it("refuses anon outright (401), even for columns without an account id", async () => {
    for (const select of ["*", "id, rating", "author_id"]) {
      const reply = await world.anon.from("reviews").select(select);
      expect(reply.status).toBe(401);
      expect(reply.error?.code).toBe("42501");
    }
  });

  it("shows a signed-in stranger none, directly or embedded in a provider", async () => {
    expect((await everyReview(stranger)).data).toEqual([]);
    const embedded = await stranger.client
      .from("providers")
      .select("id, reviews(id, author_id)")
      .eq("id", world.providerId)
      .single();
    expect(embedded.data).toEqual({ id: world.providerId, reviews: [] });
  });

  it("shows the author theirs, the reviewed host theirs, and an aal2 administrator all", async () => {
    const ids = async (user: PlatformUser) => (await everyReview(user)).data?.map((r) => r.id);
    expect(await ids(world.devotee)).toEqual([pendingReviewId, guruReviewId]);
    expect(await ids(world.guru)).toEqual([guruReviewId]);
    expect(await ids(world.templeAdmin)).toEqual([templeReviewId]);
    // The host of a provider not yet listed still reads what it was told.
    expect(await ids(world.pendingGuru)).toEqual([pendingReviewId]);
    expect(await ids(world.platformAdmin)).toEqual([pendingReviewId, templeReviewId, guruReviewId]);
    const full = await world.guru.client
      .from("reviews")
      .select("author_id, booking_id")
      .eq("id", guruReviewId)
      .single();
    expect(full.data).toEqual({ author_id: world.devotee.id, booking_id: expect.any(String) });
  });
});

describe("hosts anonymously", () => {
  it("answer named columns without the account behind them", async () => {
    const reads = await Promise.all([
      world.anon.from("providers").select("id, slug, display_name").eq("id", world.providerId),
      world.anon.from("temples").select("id, slug, name").eq("id", world.templeId),
      world.anon.from("provider_listings").select("*").eq("id", world.providerId),
      world.anon
        .from("offerings")
        .select("id, providers(id, display_name)")
        .eq("id", world.consultationId),
    ]);
    for (const { data, error } of reads) {
      expect(error).toBeNull();
      expectNoAccountIds(data);
    }
  });

  it("refuse the account id, `*`, and filters on it with 401 42501, directly or embedded", async () => {
    const attempts = [
      world.anon.from("providers").select("*"),
      world.anon.from("providers").select("id, user_id"),
      world.anon.from("providers").select("id").eq("user_id", world.guru.id),
      world.anon.from("providers").select("id").order("user_id"),
      world.anon.from("temples").select("*"),
      world.anon.from("temples").select("created_by"),
      world.anon.from("temple_providers").select("*"),
      world.anon.from("temple_providers").select("invited_by"),
      world.anon.from("offerings").select("id, providers(*)"),
      world.anon.from("offerings").select("id, providers(user_id)"),
      world.anon.from("live_sessions").select("id, temples(created_by)"),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(401);
      expect(reply.error?.code).toBe("42501");
    }
  });
});
