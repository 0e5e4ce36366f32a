import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import { createTwilioPhoneSender } from "../messaging/twilio-phone-sender.ts";
import { createPaymentGateways } from "../payments/gateways/payment-gateways.ts";
import { listFailedMessages, retryFailedMessage } from "../platform/failed-messages.ts";
import {
  createPlatformWorld,
  istAt,
  payWithTestGateway,
  type PlatformWorld,
} from "../platform/testing/platform-world.ts";
import { confirmedConsultation } from "../platform/testing/confirmed-consultation.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { readRequestText } from "../testing/fake-http-server.ts";
import { jobHandlers } from "./job-handlers.ts";
import { createJobRunner, type JobRunner } from "./job-runner.ts";

// Booking steps reach a phone-only devotee by SMS (and WhatsApp where chosen) through the jobs
// queue and a local server speaking Twilio's Messages API.
const PHONE = "+919812345678";
const HOUR = 3_600_000;

let server: TestServer;
let world: PlatformWorld;
let runner: JobRunner;
let twilio: Server;
let sent: URLSearchParams[] = [];
let replies: number[] = [];
let day = 3;

/** The next moment at `hh:mm` IST that is after the real now (jobs enqueued now are due then). */
function nextIst(time: string): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const now = Date.now();
  const ist = new Date(now + 5.5 * HOUR);
  ist.setUTCHours(hours, minutes, 0, 0);
  let at = ist.getTime() - 5.5 * HOUR;
  while (at <= now + 60_000) at += 24 * HOUR;
  return new Date(at);
}

beforeAll(async () => {
  twilio = createServer(async (request, response) => {
    const form = new URLSearchParams(await readRequestText(request));
    const status = replies.shift() ?? 201;
    sent.push(form);
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify(
        status === 201
          ? { sid: `SM${sent.length}`, status: "queued" }
          : { code: status === 400 ? 21211 : 20500, message: `refused with ${status}`, status },
      ),
    );
  });
  await new Promise<void>((resolve) => twilio.listen(0, "127.0.0.1", resolve));
  const sender = createTwilioPhoneSender({
    accountSid: "AC1",
    authToken: "secret",
    apiUrl: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
    smsFrom: "+15551234567",
    whatsappFrom: "+14155238886",
  });
  server = await createTestServer();
  world = await createPlatformWorld(server);
  // The devotee signed up by mobile OTP: a phone, no e-mail.
  await server.db.query("update auth.users set email = null, phone = $2 where id = $1", [
    world.devotee.id,
    PHONE.slice(1),
  ]);
  runner = createJobRunner({
    db: server.db,
    clock: server.clock,
    logger: createLogger("silent"),
    handlers: jobHandlers,
    smtp: undefined,
    siteUrl: "https://bhaktisetu.example",
    pollMs: 60_000,
    phones: () => ({ sms: sender, whatsapp: sender }),
    payments: createPaymentGateways(server.config),
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});
beforeEach(async () => {
  sent = [];
  replies = [];
  await server.db.query("delete from public.phone_opt_outs");
  await server.db.query("delete from public.message_preferences");
});

function bookAndConfirm(): Promise<string> {
  return confirmedConsultation(world, istAt(++day, "10:00"));
}

async function phoneJobs() {
  const { rows } = await server.db.query<{
    id: string;
    status: string;
    attempts: number;
    run_at: Date;
    last_error: string | null;
    payload: { channel: string; text: string; to: string };
  }>(
    "select id::text, status::text, attempts, run_at, last_error, payload from public.jobs where kind = 'message.phone' order by id",
  );
  return rows;
}

async function clearPhoneJobs() {
  await server.db.query("delete from public.jobs where kind = 'message.phone'");
}

describe("a booking step reaches a phone-only devotee", () => {
  beforeEach(clearPhoneJobs);

  it("by one SMS with the booking link, sent once with Twilio's id kept", async () => {
    const id = await bookAndConfirm();
    const noon = nextIst("12:00");
    await runner.runDueJobs(noon);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get("To")).toBe(PHONE);
    expect(sent[0]?.get("Body")).toMatch(
      /^Bhakti Setu: your booking of Gita Consultation, .* is confirmed\./,
    );
    expect(sent[0]?.get("Body")).toContain(`https://bhaktisetu.example/bookings/${id}`);
    expect(sent[0]?.get("Body")?.length).toBeLessThanOrEqual(300);
    const { rows } = await server.db.query(
      "select channel, recipient, provider, provider_message_id from public.phone_messages where user_id = $1",
      [world.devotee.id],
    );
    expect(rows).toEqual([
      { channel: "sms", recipient: PHONE, provider: "twilio", provider_message_id: "SM1" },
    ]);
    // Run again, and enqueue the booking step's job once more: nothing is sent twice.
    await server.db.query(
      "update public.jobs set status = 'queued' where kind in ('booking.email', 'message.phone') and payload ->> 'user_id' = $1",
      [world.devotee.id],
    );
    await runner.runDueJobs(new Date(noon.getTime() + 60_000));
    expect(sent).toHaveLength(1);
    await server.db.query("delete from public.phone_messages");
  });

  it("by SMS when her payment for the booking arrives, once", async () => {
    const id = await bookAndConfirm();
    await runner.runDueJobs(nextIst("12:00"));
    sent = [];
    await payWithTestGateway(server, "booking", id, world.devotee);
    const noon = nextIst("12:00");
    await runner.runDueJobs(noon);
    await runner.runDueJobs(new Date(noon.getTime() + 60_000));
    expect(sent.map((form) => form.get("Body"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Bhakti Setu: ₹1,100 received for Gita Consultation, .*: https://bhaktisetu.example/bookings/${id}$`,
        ),
      ),
    ]);
    await server.db.query("delete from public.phone_messages");
  });

  it("in Hindi when the devotee chose Hindi", async () => {
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale":"hi"}' where id = $1`,
      [world.devotee.id],
    );
    await bookAndConfirm();
    await runner.runDueJobs(nextIst("12:00"));
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data - 'locale' where id = $1`,
      [world.devotee.id],
    );
    expect(sent[0]?.get("Body")).toMatch(
      /^भक्ति सेतु: Gita Consultation, .* की आपकी बुकिंग पक्की हो गई है।/,
    );
  });

  it("by SMS and WhatsApp as two jobs when both are chosen", async () => {
    await world.devotee.client.from("message_preferences").insert({
      user_id: world.devotee.id,
      sms_enabled: true,
      whatsapp_enabled: true,
      email_enabled: false,
    });
    await bookAndConfirm();
    await runner.runDueJobs(nextIst("12:00"));
    expect(sent.map((form) => form.get("To")).sort()).toEqual([PHONE, `whatsapp:${PHONE}`]);
    expect((await phoneJobs()).map((job) => job.payload.channel).sort()).toEqual([
      "sms",
      "whatsapp",
    ]);
  });

  it("not at all on a topic the devotee turned off", async () => {
    await world.devotee.client
      .from("message_preferences")
      .insert({ user_id: world.devotee.id, sms_enabled: true, bookings: false });
    await bookAndConfirm();
    await runner.runDueJobs(nextIst("12:00"));
    expect(sent).toEqual([]);
    expect(await phoneJobs()).toEqual([]);
  });

  it("waits from 21:00 until 08:00 IST", async () => {
    await bookAndConfirm();
    const evening = nextIst("21:00");
    await runner.runDueJobs(evening);
    expect(sent).toEqual([]);
    const [job] = await phoneJobs();
    const morning = new Date(evening.getTime() + 11 * HOUR);
    expect(job?.run_at).toEqual(morning);
    await runner.runDueJobs(new Date(morning.getTime() - 1000));
    expect(sent).toEqual([]);
    await runner.runDueJobs(morning);
    expect(sent).toHaveLength(1);
  });

  it("never to a number that replied STOP", async () => {
    await server.db.query("insert into public.phone_opt_outs (phone, channel) values ($1, 'sms')", [
      PHONE,
    ]);
    await bookAndConfirm();
    await runner.runDueJobs(nextIst("12:00"));
    expect(sent).toEqual([]);
    expect(await phoneJobs()).toEqual([]);
  });

  it("not when STOP arrives after the message was queued", async () => {
    await bookAndConfirm();
    await runner.runDueJobs(nextIst("21:30"));
    expect(await phoneJobs()).toHaveLength(1);
    await server.db.query("insert into public.phone_opt_outs (phone, channel) values ($1, 'sms')", [
      PHONE,
    ]);
    await runner.runDueJobs(new Date(nextIst("21:30").getTime() + 12 * HOUR));
    expect(sent).toEqual([]);
    expect((await phoneJobs())[0]?.status).toBe("done");
  });
});

describe("a refund", () => {
  beforeEach(clearPhoneJobs);

  it("is told by SMS once the gateway has made it", async () => {
    const id = await bookAndConfirm();
    await payWithTestGateway(server, "booking", id, world.devotee);
    const { error } = await world.devotee.client.rpc("cancel_booking", { booking_id: id });
    expect(error).toBeNull();
    await runner.runDueJobs(nextIst("12:00"));
    const bodies = sent.map((form) => form.get("Body") ?? "");
    expect(bodies.filter((body) => body.includes("refund"))).toEqual([
      `Bhakti Setu: your refund of ₹1,100 for Gita Consultation has been made. https://bhaktisetu.example/bookings/${id}`,
    ]);
  });

  it("is told as well when Razorpay's webhook reports it later", async () => {
    const id = await bookAndConfirm();
    const paid = await payWithTestGateway(server, "booking", id, world.devotee);
    await world.devotee.client.rpc("cancel_booking", { booking_id: id });
    // The gateway took the refund but has not finished it: the webhook will.
    await server.db.query("delete from public.jobs where kind = 'payment.refund'");
    await server.db.query("select app_private.refund_processed($1, 'rfnd_29QQoUBi66xm2f')", [
      paid.id,
    ]);
    await runner.runDueJobs(nextIst("12:00"));
    expect(sent.filter((form) => form.get("Body")?.includes("your refund of ₹1,100"))).toHaveLength(
      1,
    );
  });
});

describe("the same message enqueued twice", () => {
  beforeEach(clearPhoneJobs);

  it("is sent once, even when the two jobs' texts differ", async () => {
    const payload = (text: string) =>
      JSON.stringify({
        user_id: world.devotee.id,
        channel: "sms",
        kind: "booking_reminder",
        to: PHONE,
        text,
        dedupe_key: `${world.devotee.id}:booking_reminder:twice`,
        event_at: null,
        variables: {},
      });
    await server.db.query(
      "select app_private.enqueue_job('message.phone', $1::jsonb), app_private.enqueue_job('message.phone', $2::jsonb)",
      [payload("Bhakti Setu: starting soon."), payload("Bhakti Setu: starting soon!")],
    );
    await runner.runDueJobs(nextIst("12:00"));
    expect(sent).toHaveLength(1);
    expect((await phoneJobs()).map((job) => job.status)).toEqual(["done", "done"]);
  });
});

describe("a provider's errors", () => {
  beforeEach(clearPhoneJobs);

  it("a 5xx is retried with back-off, then sent once", async () => {
    replies = [503];
    await bookAndConfirm();
    const noon = nextIst("12:00");
    await runner.runDueJobs(noon);
    const [job] = await phoneJobs();
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(job?.last_error).toContain("refused with 503");
    expect(job?.run_at).toEqual(new Date(noon.getTime() + 30_000));
    await runner.runDueJobs(new Date(noon.getTime() + 30_000));
    expect(sent).toHaveLength(2);
    expect((await phoneJobs())[0]).toMatchObject({ status: "done", attempts: 2 });
  });

  it("a 4xx fails at once and is listed for the operator, who can send it again", async () => {
    replies = [400];
    await bookAndConfirm();
    await runner.runDueJobs(nextIst("12:00"));
    const [job] = await phoneJobs();
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    const listing = await listFailedMessages(server.db);
    expect(listing).toContain(`#${job?.id}`);
    expect(listing).toContain("sms booking_confirmed to +91••••••5678");
    expect(listing).toContain("refused with 400 (Twilio error 21211)");
    expect(listing).not.toContain(PHONE);
    expect(await retryFailedMessage(server.db, job!.id)).toBe(
      `Message #${job?.id} is queued again.`,
    );
    await runner.runDueJobs(nextIst("12:00"));
    expect(sent).toHaveLength(2);
    expect(await listFailedMessages(server.db)).toBe("No failed messages.");
  });
});

describe("an e-mail user", () => {
  it("still gets the e-mail and no SMS", async () => {
    const { data } = await world.other.client
      .rpc("book_offering", { offering_id: world.consultationId, starts_at: istAt(++day, "10:00") })
      .single<{ id: string }>();
    await world.guru.client.rpc("respond_to_booking", { booking_id: data!.id, accept: true });
    await runner.runDueJobs(nextIst("12:00"));
    const mail = await listOutboxMessages(server.db, { recipient: world.other.email, limit: 10 });
    expect(mail.map((m) => m.kind)).toContain("booking_confirmed");
    expect(sent).toEqual([]);
  });
});
