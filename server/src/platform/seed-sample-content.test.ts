import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { createTestClock } from "../testing/test-clock.ts";
import {
  isSampleContentOn,
  removeSampleContent,
  SAMPLE_EMAILS,
  seedSampleContent,
  syncSampleContent,
} from "./seed-sample-content.ts";
import { sampleId } from "./sample-content.ts";
import { createPlatformUser, istAt } from "./testing/platform-world.ts";

// The seed, read back the way the public screens read it: anon through supabase-js.
let server: TestServer;

async function countSampleRows(): Promise<Record<string, number>> {
  const { rows } = await server.db.query<Record<string, number>>(
    `select (select count(*) from auth.users where email like '%@sample.bhaktisetu.example')::int as users,
            (select count(*) from public.providers where is_sample)::int as providers,
            (select count(*) from public.temples where is_sample)::int as temples,
            (select count(*) from public.offerings where is_sample)::int as offerings,
            (select count(*) from public.bookings where is_sample)::int as bookings,
            (select count(*) from public.live_sessions where is_sample)::int as live_sessions,
            (select count(*) from public.temple_events where is_sample)::int as temple_events,
            (select count(*) from public.seva_programs where is_sample)::int as seva_programs`,
  );
  return rows[0]!;
}

const FULL = {
  users: 7,
  providers: 3,
  temples: 9,
  offerings: 6,
  bookings: 6,
  live_sessions: 12,
  temple_events: 4,
  seva_programs: 3,
};

beforeAll(async () => {
  server = await createTestServer();
  await seedSampleContent(server.db, server.clock);
});
afterAll(() => server.close());

describe("seedSampleContent", () => {
  it("writes every sample entity once, and a second run duplicates nothing", async () => {
    expect(await countSampleRows()).toEqual(FULL);
    await seedSampleContent(server.db, server.clock);
    expect(await countSampleRows()).toEqual(FULL);
  });

  it("shows anon the /live lists as the specification does", async () => {
    const anon = server.createClient();
    const { data: live } = await anon
      .from("live_sessions")
      .select("title, presenter_name, viewer_count, chat_enabled, donations_enabled, temples(name)")
      .eq("sample_list", "live")
      .eq("status", "live")
      .order("viewer_count", { ascending: false });
    expect(live).toEqual([
      {
        title: "Suprabhatam Seva and Morning Darshan",
        presenter_name: "TTD Archakas",
        viewer_count: 125430,
        chat_enabled: true,
        donations_enabled: true,
        temples: { name: "Tirumala Sri Venkateswara Temple" },
      },
      {
        title: "Shri Ram Katha: Bal Kand, Day 3",
        presenter_name: "Pujya Sant Ramdas Ji",
        viewer_count: 46210,
        chat_enabled: true,
        donations_enabled: false,
        temples: { name: "Shri Ram Janmabhoomi Mandir" },
      },
      {
        title: "Asa Di Var Kirtan",
        presenter_name: "Bhai Gurpreet Singh Ji",
        viewer_count: 31870,
        chat_enabled: false,
        donations_enabled: true,
        temples: { name: "Sri Harmandir Sahib" },
      },
    ]);
    const { data: upcoming } = await anon
      .from("live_sessions")
      .select("title, starts_at, reminder_count")
      .eq("sample_list", "live")
      .eq("status", "scheduled")
      .order("starts_at");
    expect(upcoming).toEqual([
      {
        title: "Sandhya Ganga Aarti, Har Ki Pauri",
        starts_at: expect.any(String),
        reminder_count: 12480,
      },
      { title: "Shiv Mahapuran Katha", starts_at: expect.any(String), reminder_count: 8930 },
      { title: "Hare Krishna Kirtan Mela", starts_at: expect.any(String), reminder_count: 5640 },
    ]);
    const [sandhya, , kirtan] = upcoming as { starts_at: string }[];
    expect(new Date(sandhya!.starts_at).toISOString()).toBe(istAt(0, "18:15"));
    expect(new Date(kirtan!.starts_at).toISOString()).toBe(istAt(1, "07:00"));
  });

  it("shows anon the gurus, home Live Now, temple events and seva programs", async () => {
    const anon = server.createClient();
    const { data: gurus } = await anon
      .from("providers")
      .select("display_name, specialisations, rating, follower_count")
      .eq("is_sample", true)
      .order("slug");
    expect(gurus).toEqual([
      {
        display_name: "Acharya Madhav Das",
        specialisations: ["Bhagavad Gita", "Vedanta"],
        rating: 4.9,
        follower_count: 12450,
      },
      {
        display_name: "Pt. Shivendra Mishra",
        specialisations: ["Vedic Rituals", "Jyotish"],
        rating: 4.8,
        follower_count: 8760,
      },
      {
        display_name: "Sadhvi Meera Devi",
        specialisations: ["Meditation", "Bhakti Yoga"],
        rating: 4.9,
        follower_count: 15230,
      },
    ]);
    const { count: homeItems } = await anon
      .from("live_sessions")
      .select("id", { count: "exact", head: true })
      .eq("sample_list", "home");
    expect(homeItems).toBe(4);
    const { data: events } = await anon
      .from("temple_events")
      .select("title, registration_count, is_filling_fast")
      .eq("is_sample", true)
      .order("starts_at")
      .limit(3);
    expect(events).toEqual([
      { title: "Maha Rudrabhishek", registration_count: 48, is_filling_fast: true },
      { title: "Ramayan Katha Saptah", registration_count: 132, is_filling_fast: false },
      { title: "Vaikuntha Ekadashi Utsav", registration_count: 310, is_filling_fast: false },
    ]);
    const { data: seva } = await anon
      .from("seva_programs")
      .select("title, goal_paise, raised_paise, sponsor_count")
      .eq("is_sample", true)
      .order("goal_paise");
    expect(seva).toEqual([
      { title: "Gau Seva", goal_paise: 5000000, raised_paise: 2100000, sponsor_count: 58 },
      { title: "Annadanam Seva", goal_paise: 10000000, raised_paise: 6750000, sponsor_count: 142 },
      {
        title: "Temple Renovation",
        goal_paise: 50000000,
        raised_paise: 31500000,
        sponsor_count: 203,
      },
    ]);
  });

  it("re-dates the rows from the clock's day on the next start", async () => {
    const clock = createTestClock(new Date(Date.now() + 3 * 86_400_000));
    await seedSampleContent(server.db, clock);
    const { rows } = await server.db.query<{ starts_at: Date }>(
      "select starts_at from public.live_sessions where id = $1",
      [sampleId("live:sandhya-aarti-haridwar")],
    );
    expect(rows[0]!.starts_at.toISOString()).toBe(istAt(3, "18:15"));
    await seedSampleContent(server.db, server.clock);
  });

  it("refuses bookings and donations against example rows", async () => {
    const devotee = (await createPlatformUser(server, "seed-devotee")).client;
    const booking = await devotee.rpc("book_offering", {
      offering_id: sampleId("offering:bhagavad-gita-katha"),
      starts_at: istAt(2, "10:00"),
    });
    expect(booking).toMatchObject({
      status: 400,
      error: { code: "22023", message: "This is an example offering and cannot be booked" },
    });
    const donation = await devotee.rpc("record_donation", {
      seva_program_id: sampleId("seva:sv-1"),
      amount_paise: 10000,
    });
    expect(donation).toMatchObject({ status: 400, error: { code: "22023" } });
  });

  it("sample accounts cannot sign in", async () => {
    const reply = await server.createClient().auth.signInWithPassword({
      email: SAMPLE_EMAILS[0]!,
      password: "anything at all",
    });
    expect(reply.error).toMatchObject({ code: "invalid_credentials" });
  });
});

describe("syncSampleContent", () => {
  it("defaults on outside production and off in production", () => {
    expect(isSampleContentOn({ NODE_ENV: "development", SEED_SAMPLE_CONTENT: undefined })).toBe(
      true,
    );
    expect(isSampleContentOn({ NODE_ENV: "production", SEED_SAMPLE_CONTENT: undefined })).toBe(
      false,
    );
    expect(isSampleContentOn({ NODE_ENV: "production", SEED_SAMPLE_CONTENT: true })).toBe(true);
  });

  it("with the setting off, deletes every sample row and leaves real rows alone", async () => {
    await server.db.query(
      `insert into public.temples (slug, name, verification_status) values ('real-mandir', 'Real Mandir', 'verified')`,
    );
    await syncSampleContent(
      server.db,
      { NODE_ENV: "test", SEED_SAMPLE_CONTENT: false },
      server.clock,
    );
    expect(await countSampleRows()).toEqual(
      Object.fromEntries(Object.keys(FULL).map((key) => [key, 0])),
    );
    const { data } = await server.createClient().from("temples").select("name");
    expect(data).toEqual([{ name: "Real Mandir" }]);
    await removeSampleContent(server.db);
    await syncSampleContent(
      server.db,
      { NODE_ENV: "test", SEED_SAMPLE_CONTENT: true },
      server.clock,
    );
    expect(await countSampleRows()).toEqual(FULL);
  });
});
