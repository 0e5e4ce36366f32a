import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import { createPaymentGateways } from "../payments/gateways/payment-gateways.ts";
import {
  capturePayment,
  createPlatformUser,
  paymentStep,
  payWithTestGateway,
  startPayment,
} from "./testing/platform-world.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";

// Courses through supabase-js as each person: a guru's series of sessions, free and paid
// enrolment (a paid one settled by the payments), seats and double enrolment refused by the
// database, who reads what, reminders per session, and a cancellation that refunds.
const { server, world } = usePlatformWorld();

const DAY = 86_400_000;

interface Course {
  id: string;
  status: string;
  enrolled_count: number;
}

async function createCourse(
  client: SupabaseClient,
  options: { price?: number; seats?: number | null; days?: number[] } = {},
): Promise<Course> {
  const { data, error } = await client
    .rpc("create_course", {
      title: "Bhagavad Gita in 2 evenings",
      description: "Chapters 1 and 2",
      language: "Hindi",
      price_paise: options.price ?? 0,
      seat_limit: options.seats ?? null,
      sessions: (options.days ?? [3, 4]).map((days) => ({
        starts_at: new Date(Date.now() + days * DAY).toISOString(),
        duration_minutes: 90,
      })),
    })
    .single<Course>();
  if (error) throw new Error(error.message);
  return data;
}

/** The meeting rows of course `courseId` that `client` may read. */
async function meetingsSeenBy(client: SupabaseClient, courseId: string) {
  const { data } = await client.from("course_meetings").select("url").eq("course_id", courseId);
  return data;
}

async function enrol(client: SupabaseClient, courseId: string) {
  return client
    .rpc("enrol_in_course", { course_id: courseId })
    .single<{ id: string; status: string }>();
}

function codeOf(error: { details?: string } | null): string | undefined {
  return error?.details ? (JSON.parse(error.details) as { code: string }).code : undefined;
}

async function remindersOf(courseId: string, userId: string) {
  const { rows } = await server.db.query<{ hours: number }>(
    `select (j.payload ->> 'hours_before')::int as hours from public.jobs j
       join public.course_sessions s on s.id::text = j.payload ->> 'session_id'
      where j.kind = 'course.reminder' and j.status = 'queued' and s.course_id = $1
        and j.payload ->> 'user_id' = $2`,
    [courseId, userId],
  );
  return rows.map((row) => row.hours).sort();
}

describe("a free course", () => {
  it("is read by anyone with its sessions, and its meeting only by the host and the enrolled", async () => {
    const course = await createCourse(world.guru.client);
    const seen = await world.anon.from("courses").select("title, status").eq("id", course.id);
    expect(seen.data).toEqual([{ title: "Bhagavad Gita in 2 evenings", status: "published" }]);
    const sessions = await world.anon
      .from("course_sessions")
      .select("duration_minutes")
      .eq("course_id", course.id);
    expect(sessions.data).toHaveLength(2);

    expect(await meetingsSeenBy(world.devotee.client, course.id)).toEqual([]);
    const host = await world.guru.client
      .from("course_meetings")
      .select("url")
      .eq("course_id", course.id)
      .single<{ url: string }>();
    expect(host.data?.url).toMatch(/^https:\/\/meet\.jit\.si\/BhaktiSetu-/);

    const { data, error } = await enrol(world.devotee.client, course.id);
    expect(error).toBeNull();
    expect(data?.status).toBe("enrolled");
    expect(await meetingsSeenBy(world.devotee.client, course.id)).toEqual([
      { url: host.data?.url },
    ]);
    expect(await meetingsSeenBy(world.other.client, course.id)).toEqual([]);
    expect((await meetingsSeenBy(world.anon, course.id)) ?? []).toEqual([]);
  });

  it("lets the devotee and the host read the enrolment, nobody else", async () => {
    const course = await createCourse(world.guru.client);
    await enrol(world.devotee.client, course.id);
    const read = (client: SupabaseClient) =>
      client.from("course_enrolments").select("devotee_id").eq("course_id", course.id);
    expect((await read(world.devotee.client)).data).toEqual([{ devotee_id: world.devotee.id }]);
    expect((await read(world.guru.client)).data).toEqual([{ devotee_id: world.devotee.id }]);
    expect((await read(world.other.client)).data).toEqual([]);
    const counted = await world.anon
      .from("courses")
      .select("enrolled_count")
      .eq("id", course.id)
      .single<{ enrolled_count: number }>();
    expect(counted.data?.enrolled_count).toBe(1);
  });

  it("is written only through its functions and by its own provider", async () => {
    const course = await createCourse(world.guru.client, { seats: 1 });
    const direct = await world.devotee.client.from("course_enrolments").insert({
      course_id: course.id,
      devotee_id: world.devotee.id,
      status: "enrolled",
      price_paise: 0,
    });
    expect(direct.error?.code).toBe("42501");
    const byOther = await world.other.client
      .from("courses")
      .update({ seat_limit: 100 })
      .eq("id", course.id)
      .select("id");
    expect(byOther.data).toEqual([]);
    const byOwner = await world.guru.client
      .from("courses")
      .update({ title: "Gita, revised" })
      .eq("id", course.id)
      .select("title");
    expect(byOwner.data).toEqual([{ title: "Gita, revised" }]);
    const price = await world.guru.client
      .from("courses")
      .update({ price_paise: 1 })
      .eq("id", course.id);
    expect(price.error?.code).toBe("42501");
    const anon = await world.anon.from("course_enrolments").select("id").eq("course_id", course.id);
    expect(anon.data ?? []).toEqual([]);
  });

  it("refuses a second enrolment of the same devotee", async () => {
    const course = await createCourse(world.guru.client);
    await enrol(world.devotee.client, course.id);
    const again = await enrol(world.devotee.client, course.id);
    expect(codeOf(again.error)).toBe("course.already_enrolled");
  });

  it("refuses a devotee once the seats are taken, and the host enrolling in their own", async () => {
    const course = await createCourse(world.guru.client, { seats: 1 });
    expect((await enrol(world.devotee.client, course.id)).error).toBeNull();
    expect(codeOf((await enrol(world.other.client, course.id)).error)).toBe("course.full");
    expect(codeOf((await enrol(world.guru.client, course.id)).error)).toBe("course.own_course");
  });

  it("gives the last seat to exactly one of two devotees enrolling at once", async () => {
    const course = await createCourse(world.guru.client, { seats: 1 });
    const [first, second] = await Promise.all([
      enrol(world.devotee.client, course.id),
      enrol(world.other.client, course.id),
    ]);
    const refusals = [first, second].filter(({ error }) => error);
    expect(refusals.map(({ error }) => codeOf(error))).toEqual(["course.full"]);
    const { rows } = await server.db.query<{ n: number; counted: number }>(
      `select count(*)::int as n, max(c.enrolled_count) as counted
         from public.course_enrolments e join public.courses c on c.id = e.course_id
        where e.course_id = $1 and e.status = 'enrolled'`,
      [course.id],
    );
    expect(rows[0]).toEqual({ n: 1, counted: 1 });
  });

  it("is hidden, and closed, while its provider is not verified", async () => {
    const course = await createCourse(world.pendingGuru.client);
    expect((await world.anon.from("courses").select("id").eq("id", course.id)).data).toEqual([]);
    expect(codeOf((await enrol(world.devotee.client, course.id)).error)).toBe("course.not_found");
  });

  it("refuses a course without a session, or with one in the past", async () => {
    const none = await world.guru.client.rpc("create_course", { title: "Empty", sessions: [] });
    expect(codeOf(none.error)).toBe("course.no_sessions");
    const past = await world.guru.client.rpc("create_course", {
      title: "Past",
      sessions: [{ starts_at: new Date(Date.now() - DAY).toISOString(), duration_minutes: 60 }],
    });
    expect(codeOf(past.error)).toBe("course.session_in_past");
  });
});

describe("reminders", () => {
  it("are queued 24 hours and 1 hour before each session, and follow a moved session", async () => {
    const course = await createCourse(world.guru.client);
    await enrol(world.devotee.client, course.id);
    expect(await remindersOf(course.id, world.devotee.id)).toEqual([1, 1, 24, 24]);

    const { data: sessions } = await world.guru.client
      .from("course_sessions")
      .select("id, starts_at")
      .eq("course_id", course.id)
      .order("starts_at");
    const first = (sessions as { id: string }[])[0]!.id;
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const moved = await world.guru.client
      .from("course_sessions")
      .update({ starts_at: soon })
      .eq("id", first)
      .select("id");
    expect(moved.data).toHaveLength(1);
    // 3 hours ahead: the 24-hour reminder of that session has passed.
    expect(await remindersOf(course.id, world.devotee.id)).toEqual([1, 1, 24]);

    const byOther = await world.other.client
      .from("course_sessions")
      .update({ duration_minutes: 30 })
      .eq("id", first)
      .select("id");
    expect(byOther.data).toEqual([]);
    const toThePast = await world.guru.client
      .from("course_sessions")
      .update({ starts_at: new Date(Date.now() - DAY).toISOString() })
      .eq("id", first);
    expect(codeOf(toThePast.error)).toBe("course.session_in_past");
  });

  it("are sent by the worker as a notification to the enrolled devotee", async () => {
    const course = await createCourse(world.guru.client, { days: [2] });
    await enrol(world.devotee.client, course.id);
    await server.db.query(
      `update public.jobs set run_at = now() - interval '1 minute'
        where kind = 'course.reminder' and payload ->> 'user_id' = $1 and status = 'queued'`,
      [world.devotee.id],
    );
    const runner = createTestJobRunner(server);
    await runner.runDueJobs(new Date());
    const { rows } = await server.db.query<{ title: string; link: string }>(
      `select title, link from public.notifications
        where user_id = $1 and kind = 'course_reminder' order by title`,
      [world.devotee.id],
    );
    expect(rows).toContainEqual({
      title: "Bhagavad Gita in 2 evenings starts in 1 hour",
      link: "/bookings",
    });
    const mails = (
      await listOutboxMessages(server.db, { recipient: world.devotee.email, limit: 100 })
    ).filter((m) => m.kind === "course_reminder");
    expect(mails.map((m) => m.subject)).toContain(
      "Reminder: Bhagavad Gita in 2 evenings in 1 hour",
    );
    expect(mails[0]!.body).toContain("http://localhost:3000/bookings");
  });
});

describe("a paid course", () => {
  it("holds the seat as pending until the payment settles it", async () => {
    const devotee = await createPlatformUser(server, "learner", { roles: ["devotee"] });
    const course = await createCourse(world.guru.client, { price: 50_100 });
    const { data } = await enrol(devotee.client, course.id);
    expect(data?.status).toBe("pending");
    expect(await meetingsSeenBy(devotee.client, course.id)).toEqual([]);

    const paid = await payWithTestGateway(server, "course", data!.id, devotee);
    expect(paid).toMatchObject({
      status: "captured",
      provider_id: world.providerId,
      amount_paise: 50_100,
    });
    const after = await devotee.client
      .from("course_enrolments")
      .select("status, payment_method")
      .eq("id", data!.id)
      .single();
    expect(after.data).toEqual({ status: "enrolled", payment_method: "test" });
    expect(await meetingsSeenBy(devotee.client, course.id)).toHaveLength(1);
    const payee = await world.guru.client
      .from("payments")
      .select("id, course_enrolments(courses(title))")
      .eq("id", paid.id);
    expect(payee.data).toEqual([
      { id: paid.id, course_enrolments: { courses: { title: "Bhagavad Gita in 2 evenings" } } },
    ]);
  });

  it("refunds in full and tells the devotee when the guru cancels it", async () => {
    const devotee = await createPlatformUser(server, "refunded", { roles: ["devotee"] });
    const course = await createCourse(world.guru.client, { price: 20_000 });
    const { data } = await enrol(devotee.client, course.id);
    const paid = await payWithTestGateway(server, "course", data!.id, devotee);

    const byOther = await world.other.client.rpc("cancel_course", { course_id: course.id });
    expect(codeOf(byOther.error)).toBe("course.not_found");
    const { error } = await world.guru.client.rpc("cancel_course", { course_id: course.id });
    expect(error).toBeNull();

    const { rows } = await server.db.query<{ refund_status: string; refund_paise: number }>(
      "select refund_status, refund_paise from public.payments where id = $1",
      [paid.id],
    );
    expect(rows[0]).toEqual({ refund_status: "pending", refund_paise: 20_000 });
    const jobs = await server.db.query(
      `select 1 from public.jobs where kind = 'payment.refund' and payload ->> 'payment_id' = $1`,
      [paid.id],
    );
    expect(jobs.rows).toHaveLength(1);
    const told = await devotee.client
      .from("notifications")
      .select("kind")
      .in("kind", ["course_cancelled", "refund_pending"]);
    expect((told.data as { kind: string }[]).map((n) => n.kind).sort()).toEqual([
      "course_cancelled",
      "refund_pending",
    ]);
    expect(await remindersOf(course.id, devotee.id)).toEqual([]);

    // The worker returns it through the test gateway and tells the payer, naming the course.
    const runner = createTestJobRunner(server, { payments: createPaymentGateways(server.config) });
    // Twice: the refund job enqueues the payer's message, due at the database's now.
    await runner.runDueJobs(new Date(Date.now() + 1_000));
    await runner.runDueJobs(new Date(Date.now() + 1_000));
    const refunded = await server.db.query<{ refund_status: string }>(
      "select refund_status from public.payments where id = $1",
      [paid.id],
    );
    expect(refunded.rows[0]).toEqual({ refund_status: "processed" });
    const mails = await listOutboxMessages(server.db, { recipient: devotee.email, limit: 10 });
    expect(mails.map((mail) => `${mail.subject} ${mail.body}`).join("\n")).toContain(
      "Bhagavad Gita in 2 evenings",
    );
    const stillSeen = await devotee.client
      .from("courses")
      .select("status")
      .eq("id", course.id)
      .single();
    expect(stillSeen.data).toEqual({ status: "cancelled" });
  });

  it("refunds a payment that arrives after the last seat went to someone else", async () => {
    const [late, early] = await Promise.all([
      createPlatformUser(server, "late", { roles: ["devotee"] }),
      createPlatformUser(server, "early", { roles: ["devotee"] }),
    ]);
    const course = await createCourse(world.guru.client, { price: 10_000, seats: 1 });
    const pending = await enrol(late.client, course.id);
    // The pending hold lapses; another devotee takes the seat and pays first.
    await server.db.query(
      "update public.course_enrolments set created_at = now() - interval '1 hour' where id = $1",
      [pending.data!.id],
    );
    const taken = await enrol(early.client, course.id);
    await payWithTestGateway(server, "course", taken.data!.id, early);
    const started = await startPayment(server, "course", pending.data!.id, late.id, "test");
    await paymentStep(server, "attach_order", started.id, `order_${started.id}`);
    const paid = await capturePayment(server, "test", `order_${started.id}`, null, 10_000);
    expect(paid).toMatchObject({
      status: "captured",
      refund_status: "pending",
      refund_paise: 10_000,
    });
  });
});

describe("the reads the web app makes", () => {
  it("embeds sessions, the provider and the meeting as each reader may see them", async () => {
    const devotee = await createPlatformUser(server, "reader", { roles: ["devotee"] });
    const course = await createCourse(world.guru.client);
    await enrol(devotee.client, course.id);
    const mine = await devotee.client
      .from("course_enrolments")
      .select(
        "id, status, courses(id, title, course_sessions(id, starts_at), providers(slug, display_name), course_meetings(url))",
      )
      .eq("devotee_id", devotee.id)
      .single<{
        status: string;
        courses: {
          course_sessions: unknown[];
          providers: { display_name: string } | null;
          course_meetings: { url: string } | null;
        };
      }>();
    expect(mine.error).toBeNull();
    expect(mine.data?.courses.course_sessions).toHaveLength(2);
    expect(mine.data?.courses.providers?.display_name).toBe("Guru Ji");
    expect(mine.data?.courses.course_meetings?.url).toMatch(/^https:\/\/meet\.jit\.si\//);

    const managed = await world.guru.client
      .from("courses")
      .select("id, course_enrolments(id, devotee_name, status), course_meetings(url)")
      .eq("id", course.id)
      .single<{
        course_enrolments: { status: string }[];
        course_meetings: { url: string } | null;
      }>();
    expect(managed.error).toBeNull();
    expect(managed.data?.course_enrolments).toHaveLength(1);
    expect(managed.data?.course_meetings?.url).toBeTruthy();

    const outsider = await world.other.client
      .from("courses")
      .select("id, course_meetings(url), course_enrolments(id)")
      .eq("id", course.id)
      .single<{ course_meetings: unknown; course_enrolments: unknown[] }>();
    expect(outsider.data).toMatchObject({ course_meetings: null, course_enrolments: [] });
  });
});
