import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import { openTestDatabase } from "../testing/test-database.ts";

// Two devotees enrol for a course's last seat at the same moment: the second enrol_in_course waits
// on the first's lock of the course row, then sees the seat taken. PostgreSQL only: PGlite runs
// one transaction at a time.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the last seat of a course under a race", () => {
  let db: Database;
  let courseId: string;
  const devotees: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    const { rows } = await db.query<{ id: string }>(
      `with u as (insert into auth.users (id, email) values (gen_random_uuid(), 'race-guru@example.test')
                  returning id),
            p as (insert into public.providers (user_id, kind, slug, display_name, verification_status)
                  select u.id, 'guru', 'race-guru', 'Race Guru', 'verified' from u returning id),
            c as (insert into public.courses (provider_id, title, seat_limit)
                  select p.id, 'Last seat', 1 from p returning id),
            s as (insert into public.course_sessions (course_id, starts_at)
                  select c.id, now() + interval '3 days' from c)
       select id from c`,
    );
    courseId = rows[0]!.id;
    for (const name of ["first", "second"]) {
      const user = await db.query<{ id: string }>(
        "insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id",
        [`race-${name}@example.test`],
      );
      devotees.push(user.rows[0]!.id);
    }
  }, 120_000);
  afterAll(() => db.close());

  /** enrol_in_course as the devotee, through the API role and their token's subject. */
  async function enrolAs(tx: Queryable, devoteeId: string) {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: devoteeId, role: "authenticated" }),
    ]);
    await tx.query("set local role authenticated");
    return tx.query<{ status: string }>(
      "select status::text from public.enrol_in_course($1::uuid)",
      [courseId],
    );
  }

  async function someoneWaitsOnALock() {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("the second devotee never waited for the first");
  }

  it("gives the seat to the first and refuses the second with course.full", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let enrolled!: () => void;
    const firstEnrolled = new Promise<void>((resolve) => (enrolled = resolve));
    const first = db.transaction(async (tx) => {
      const { rows } = await enrolAs(tx, devotees[0]!);
      enrolled();
      await released;
      return rows[0]?.status;
    });
    await firstEnrolled;
    const second = db
      .transaction((tx) => enrolAs(tx, devotees[1]!))
      .then(
        () => "enrolled",
        (error: unknown) => JSON.parse(readPostgresError(error)?.detail ?? "{}").code as string,
      );
    await someoneWaitsOnALock();
    release();
    expect(await first).toBe("enrolled");
    expect(await second).toBe("course.full");

    const { rows } = await db.query<{ enrolled: number; counted: number }>(
      `select (select count(*)::int from public.course_enrolments where course_id = $1) as enrolled,
              enrolled_count as counted
         from public.courses where id = $1`,
      [courseId],
    );
    expect(rows[0]).toEqual({ enrolled: 1, counted: 1 });
  });
});
