import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.ts";
import { actAsUser, raceTransactions, refusalOr } from "../testing/racing-transactions.ts";
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
    await actAsUser(tx, devoteeId);
    const { rows } = await tx.query<{ status: string }>(
      "select status::text from public.enrol_in_course($1::uuid)",
      [courseId],
    );
    return rows[0]?.status;
  }

  it("gives the seat to the first and refuses the second with course.full", async () => {
    const race = await raceTransactions(
      db,
      (tx) => enrolAs(tx, devotees[0]!),
      (tx) => enrolAs(tx, devotees[1]!),
      "the second devotee",
    );
    expect(await race.first).toBe("enrolled");
    expect(await refusalOr(race.second, "enrolled")).toBe("course.full");

    const { rows } = await db.query<{ enrolled: number; counted: number }>(
      `select (select count(*)::int from public.course_enrolments where course_id = $1) as enrolled,
              enrolled_count as counted
         from public.courses where id = $1`,
      [courseId],
    );
    expect(rows[0]).toEqual({ enrolled: 1, counted: 1 });
  });
});
