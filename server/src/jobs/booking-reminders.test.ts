import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import { confirmedConsultation } from "../platform/testing/confirmed-consultation.ts";
import { istAt } from "../platform/testing/platform-world.ts";
import type { JobRunner } from "./job-runner.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";

// Reminders 24 hours and 1 hour before a confirmed booking (both sides) and the day before a
// temple event: scheduled by the database as people act through supabase-js, moved and dropped
// with the booking, and sent once each by the worker.
const { server, world } = usePlatformWorld();
let runner: JobRunner;
let day = 20;

const HOUR = 3_600_000;

beforeAll(async () => {
  runner = createTestJobRunner(server);
});

async function remindersOf(kind: string, key: string, id: string) {
  const { rows } = await server.db.query<{ run_at: Date; user_id: string; hours: number | null }>(
    `select run_at, payload ->> 'user_id' as user_id, (payload ->> 'hours_before')::int as hours
       from public.jobs where kind = $1 and status = 'queued' and payload ->> $2 = $3
      order by run_at, payload ->> 'user_id'`,
    [kind, key, id],
  );
  return rows;
}

async function confirmedBooking(): Promise<{ id: string; startsAt: Date; day: number }> {
  const starts = istAt(++day, "10:00");
  return { id: await confirmedConsultation(world, starts), startsAt: new Date(starts), day };
}

async function remindersIn(userId: string, bookingId: string) {
  const { rows } = await server.db.query<{ title: string; params: Record<string, string> }>(
    `select title, params from public.notifications
      where user_id = $1 and kind = 'booking_reminder' and link = $2 order by created_at`,
    [userId, `/bookings/${bookingId}`],
  );
  return rows;
}

describe("booking reminders", () => {
  it("a confirmation schedules 24 h and 1 h reminders for the devotee and the provider", async () => {
    const { id, startsAt } = await confirmedBooking();
    const jobs = await remindersOf("booking.reminder", "booking_id", id);
    const at = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);
    expect(jobs).toEqual(
      expect.arrayContaining([
        { run_at: at(24), user_id: world.devotee.id, hours: 24 },
        { run_at: at(24), user_id: world.guru.id, hours: 24 },
        { run_at: at(1), user_id: world.devotee.id, hours: 1 },
        { run_at: at(1), user_id: world.guru.id, hours: 1 },
      ]),
    );
    expect(jobs).toHaveLength(4);
  });

  it("each reminder fires once, in the app and by e-mail with a calendar file", async () => {
    const { id, startsAt } = await confirmedBooking();
    const dayBefore = new Date(startsAt.getTime() - 24 * HOUR + 1000);
    await runner.runDueJobs(dayBefore);
    await runner.runDueJobs(dayBefore);
    expect(await remindersIn(world.devotee.id, id)).toEqual([
      {
        title: "Reminder: Gita Consultation in 24 hours",
        params: {
          title: "Gita Consultation",
          hours_before: "24",
          starts_at: startsAt.toISOString(),
        },
      },
    ]);
    expect(await remindersIn(world.guru.id, id)).toHaveLength(1);
    const mails = (
      await listOutboxMessages(server.db, { recipient: world.devotee.email, limit: 100 })
    ).filter((m) => m.kind === "booking_reminder" && m.body.includes(id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Reminder: Gita Consultation in 24 hours");
    expect(mails[0]!.attachments[0]).toMatchObject({ filename: "booking.ics" });
    expect(mails[0]!.attachments[0]!.content).toContain(`UID:booking-${id}@bhakti-setu`);

    const hourBefore = new Date(startsAt.getTime() - HOUR + 1000);
    await runner.runDueJobs(hourBefore);
    await runner.runDueJobs(hourBefore);
    const titles = (await remindersIn(world.devotee.id, id)).map((n) => n.title);
    expect(titles).toEqual([
      "Reminder: Gita Consultation in 24 hours",
      "Reminder: Gita Consultation in 1 hour",
    ]);
    expect(await remindersOf("booking.reminder", "booking_id", id)).toEqual([]);
  });

  it("a cancelled booking's reminders vanish", async () => {
    const { id } = await confirmedBooking();
    const cancel = await world.devotee.client.rpc("cancel_booking", { booking_id: id });
    expect(cancel.error).toBeNull();
    expect(await remindersOf("booking.reminder", "booking_id", id)).toEqual([]);
  });

  it("a reminder already past when the booking is confirmed is skipped", async () => {
    // Starts in three hours: written directly, as available hours this soon depend on the day.
    const { rows } = await server.db.query<{ id: string; starts_at: Date }>(
      `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
         free_cancel_hours, kept_percent, slot, blocked, is_prepaid)
       select $1, o.id, o.provider_id, o.title, 'online', 0, 24, 0, r, r, false
         from public.offerings o,
              tstzrange(date_trunc('minute', now()) + interval '3 hours',
                        date_trunc('minute', now()) + interval '3 hours 30 minutes') r
        where o.id = $2
       returning id, lower(slot) as starts_at`,
      [world.devotee.id, world.consultationId],
    );
    const { id, starts_at } = rows[0]!;
    const answer = await world.guru.client.rpc("respond_to_booking", {
      booking_id: id,
      accept: true,
    });
    expect(answer.error).toBeNull();
    const jobs = await remindersOf("booking.reminder", "booking_id", id);
    expect(jobs.map((j) => j.hours)).toEqual([1, 1]);
    expect(jobs[0]!.run_at).toEqual(new Date(starts_at.getTime() - HOUR));
  });

  it("a reminder whose booking was cancelled meanwhile says nothing", async () => {
    const { id, startsAt } = await confirmedBooking();
    // As if the job had been claimed just before the cancellation dropped it.
    await server.db.query(
      `update public.bookings set status = 'cancelled', cancelled_by = 'devotee' where id = $1`,
      [id],
    );
    await server.db.query(
      `insert into public.jobs (kind, payload, run_at) values ('booking.reminder', $1, now())`,
      [{ booking_id: id, user_id: world.devotee.id, hours_before: 24 }],
    );
    await runner.runDueJobs(new Date(startsAt.getTime() - 24 * HOUR + 1000));
    expect(await remindersIn(world.devotee.id, id)).toEqual([]);
  });
});

describe("event reminders", () => {
  async function newEvent(startsAt: Date): Promise<string> {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.temple_events (temple_id, title, kind, starts_at)
       values ($1, 'Deepotsav', 'festival', $2) returning id`,
      [world.templeId, startsAt],
    );
    return rows[0]!.id;
  }

  it("a registration is reminded the day before, moves with the event and goes with it", async () => {
    const startsAt = new Date(Date.now() + 5 * 24 * HOUR);
    const eventId = await newEvent(startsAt);
    const insert = await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: eventId, user_id: world.devotee.id });
    expect(insert.error).toBeNull();
    expect(await remindersOf("event.reminder", "event_id", eventId)).toEqual([
      { run_at: new Date(startsAt.getTime() - 24 * HOUR), user_id: world.devotee.id, hours: null },
    ]);

    const later = new Date(startsAt.getTime() + 2 * 24 * HOUR);
    await server.db.query("update public.temple_events set starts_at = $2 where id = $1", [
      eventId,
      later,
    ]);
    expect((await remindersOf("event.reminder", "event_id", eventId))[0]?.run_at).toEqual(
      new Date(later.getTime() - 24 * HOUR),
    );

    await runner.runDueJobs(new Date(later.getTime() - 24 * HOUR + 1000));
    const { rows } = await server.db.query<{ title: string }>(
      `select title from public.notifications where user_id = $1 and kind = 'event_reminder'
          and params ->> 'event' = 'Deepotsav'`,
      [world.devotee.id],
    );
    expect(rows).toEqual([{ title: "Tomorrow: Deepotsav" }]);

    const second = await newEvent(startsAt);
    await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: second, user_id: world.devotee.id });
    await world.devotee.client
      .from("event_registrations")
      .delete()
      .eq("event_id", second)
      .eq("user_id", world.devotee.id);
    expect(await remindersOf("event.reminder", "event_id", second)).toEqual([]);
  });
});

describe("messages of a moved booking", () => {
  it("the host hears of a move and the devotee of a proposal, by e-mail, once each", async () => {
    const { id, day: bookedDay } = await confirmedBooking();
    const dayOf = (time: string) => istAt(bookedDay, time);
    const moved = await world.devotee.client.rpc("reschedule_booking", {
      booking_id: id,
      starts_at: dayOf("15:00"),
    });
    expect(moved.error).toBeNull();
    const proposed = await world.guru.client.rpc("propose_booking_time", {
      booking_id: id,
      starts_at: dayOf("17:00"),
    });
    expect(proposed.error).toBeNull();
    await runner.runDueJobs(new Date(Date.now() + 1000));
    await runner.runDueJobs(new Date(Date.now() + 1000));
    const about = async (email: string) =>
      (await listOutboxMessages(server.db, { recipient: email, limit: 100 })).filter(
        (m) => m.kind === "booking_rescheduled" && m.body.includes(id),
      );
    const toHost = await about(world.guru.email);
    expect(toHost.map((m) => m.subject)).toEqual(["Booking moved: Gita Consultation"]);
    expect(toHost[0]!.body).toMatch(/moved Gita Consultation from .* to .*3:00/);
    const toDevotee = await about(world.devotee.email);
    expect(toDevotee.map((m) => m.subject)).toEqual(["New time proposed: Gita Consultation"]);
  });
});
