import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { createPlatformUser, istAt, type PlatformUser } from "./testing/platform-world.ts";

// Random devotees, offerings and booking attempts, sent concurrently through supabase-js: no two
// live bookings of a provider ever overlap, every refusal is one a person can act on, and no
// user reads a booking, donation, reminder or notification that is neither theirs nor addressed
// to them.
const { server, world } = usePlatformWorld();
let devotees: PlatformUser[];
let secondGuru: PlatformUser;
const offerings: string[] = [];

const DURATIONS = [30, 45, 60, 90, 120];

beforeAll(async () => {
  devotees = [world.devotee, world.other, world.templeAdmin];
  secondGuru = await createPlatformUser(server, "second-guru", { roles: ["guru"] });
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.providers (user_id, kind, slug, display_name, verification_status, buffer_minutes)
     values ($1, 'guru', 'second-guru', 'Second Guru', 'verified', 0) returning id`,
    [secondGuru.id],
  );
  const secondProviderId = rows[0]!.id;
  await server.db.query(
    `insert into public.availability_rules (provider_id, weekday, start_time, end_time)
     select $1, d, '08:00', '20:00' from generate_series(0, 6) d`,
    [secondProviderId],
  );
  for (const providerId of [world.providerId, secondProviderId]) {
    for (const minutes of DURATIONS) {
      const { rows: made } = await server.db.query<{ id: string }>(
        `insert into public.offerings (provider_id, kind, title, mode, duration_minutes, price_paise)
         values ($1, 'consultation', $2, 'online', $3, 50000) returning id`,
        [providerId, `${minutes} minutes`, minutes],
      );
      offerings.push(made[0]!.id);
    }
  }
});

/** What `read` returns as this user is exactly what `allowedSql` says they may see. */
async function expectOnlyAllowedRows(
  read: PromiseLike<{ data: unknown }>,
  allowedSql: string,
  userId: string,
): Promise<void> {
  const { data } = await read;
  const { rows } = await server.db.query<{ id: string }>(allowedSql, [userId]);
  expect((data as { id: string }[]).map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
}

const attempt = fc.record({
  devotee: fc.nat({ max: 2 }),
  offering: fc.nat({ max: DURATIONS.length * 2 - 1 }),
  day: fc.integer({ min: 1, max: 3 }),
  // 05:00 to 22:45 IST in quarter hours: some outside the hours on purpose.
  quarter: fc.integer({ min: 20, max: 91 }),
  cancelAfter: fc.boolean(),
  donatePaise: fc.option(fc.integer({ min: 100, max: 100_000 }), { nil: undefined }),
  setReminder: fc.boolean(),
});

it("keeps every provider's live bookings apart and every reader to their own rows", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 25 }), async (attempts) => {
      await server.db.query("delete from public.bookings");
      for (const table of ["notifications", "donations", "live_reminders"]) {
        await server.db.query(`delete from public.${table}`);
      }
      const replies = await Promise.all(
        attempts.map(async (a) => {
          const time = `${String(Math.floor(a.quarter / 4)).padStart(2, "0")}:${String((a.quarter % 4) * 15).padStart(2, "0")}`;
          const client = devotees[a.devotee]!.client;
          const reply = await client
            .rpc("book_offering", {
              offering_id: offerings[a.offering],
              starts_at: istAt(a.day, time),
            })
            .single();
          if (a.donatePaise !== undefined) {
            await client.rpc("record_donation", {
              seva_program_id: world.sevaProgramId,
              amount_paise: a.donatePaise,
            });
          }
          if (a.setReminder) {
            await client
              .from("live_reminders")
              .upsert(
                { session_id: world.liveSessionId, user_id: devotees[a.devotee]!.id },
                { ignoreDuplicates: true },
              );
          }
          if (reply.error === null && a.cancelAfter) {
            const id = (reply.data as { id: string }).id;
            await client.rpc("cancel_booking", { booking_id: id });
          }
          return reply;
        }),
      );
      for (const reply of replies.filter((r) => r.error !== null)) {
        expect(reply.status).toBe(400);
        expect(["23P01", "22023"]).toContain(reply.error!.code);
      }

      const { rows: overlaps } = await server.db.query(
        `select 1 from public.bookings a join public.bookings b
            on a.provider_id = b.provider_id and a.id < b.id and a.blocked && b.blocked
         where a.status in ('requested', 'confirmed') and b.status in ('requested', 'confirmed')`,
      );
      expect(overlaps).toEqual([]);

      for (const user of [...devotees, world.guru, secondGuru, world.pendingGuru]) {
        await expectOnlyAllowedRows(
          user.client.from("bookings").select("id"),
          `select b.id from public.bookings b left join public.providers p on p.id = b.provider_id
            where b.devotee_id = $1 or p.user_id = $1`,
          user.id,
        );
        await expectOnlyAllowedRows(
          user.client.from("donations").select("id"),
          `select d.id from public.donations d
            where d.donor_id = $1
               or exists (select 1 from public.temple_admins a
                           where a.temple_id = d.temple_id and a.user_id = $1)`,
          user.id,
        );
        await expectOnlyAllowedRows(
          user.client.from("live_reminders").select("id:session_id"),
          "select session_id as id from public.live_reminders where user_id = $1",
          user.id,
        );
        const { data: inbox } = await user.client.from("notifications").select("user_id");
        for (const note of inbox as { user_id: string }[]) expect(note.user_id).toBe(user.id);
      }
      const { data: anonRows, status } = await world.anon.from("bookings").select("id");
      expect({ anonRows, status }).toEqual({ anonRows: null, status: 401 });
    }),
    { numRuns: 8 },
  );
}, 300_000);
