import { beforeEach, describe, expect, it } from "vitest";
import {
  type FakeReply,
  type FakeRequest,
  useFakeHttpServer,
} from "../testing/fake-http-server.ts";
import { createMsg91PhoneSender } from "./msg91-phone-sender.ts";
import { PhoneSendError } from "./phone-sender.ts";
import { createPhoneSenderFactory, type PhoneSettings } from "./phone-senders.ts";
import { createTwilioPhoneSender } from "./twilio-phone-sender.ts";

/** What the fake provider answers next: a queue of (status, body); 201/success when empty. */
let replies: FakeReply[] = [];
let received: FakeRequest[] = [];

// One local HTTP server answering as Twilio (/2010-04-01/…) and MSG91 (/api/v5/flow) do.
const fake = useFakeHttpServer((request) => {
  received.push(request);
  const isMsg91 = request.path === "/api/v5/flow";
  return (
    replies.shift() ?? {
      status: isMsg91 ? 200 : 201,
      body: isMsg91 ? { type: "success", message: "3763646c3058373530393138" } : { sid: "SM42" },
    }
  );
});
beforeEach(() => {
  replies = [];
  received = [];
});

const twilio = () =>
  createTwilioPhoneSender({
    accountSid: "AC1",
    authToken: "secret",
    apiUrl: fake.url,
    smsFrom: "+15551234567",
    whatsappFrom: "+14155238886",
  });

const message = {
  to: "+919812345678",
  kind: "booking_confirmed",
  text: "Bhakti Setu: your booking is confirmed.",
} as const;

describe("Twilio", () => {
  it("sends an SMS as a form with basic auth and returns the message sid", async () => {
    expect(await twilio().send({ ...message, channel: "sms" })).toBe("SM42");
    const [request] = received;
    expect(request?.path).toBe("/2010-04-01/Accounts/AC1/Messages.json");
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from("AC1:secret").toString("base64")}`,
    );
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: "+919812345678",
      From: "+15551234567",
      Body: message.text,
    });
  });

  it("sends WhatsApp between whatsapp: addresses, with a content template when given", async () => {
    await twilio().send({ ...message, channel: "whatsapp" });
    await twilio().send({
      ...message,
      channel: "whatsapp",
      templateId: "HX123",
      variables: { 1: "Satyanarayan Katha" },
    });
    const [free, templated] = received.map((r) => Object.fromEntries(new URLSearchParams(r.body)));
    expect(free).toEqual({
      To: "whatsapp:+919812345678",
      From: "whatsapp:+14155238886",
      Body: message.text,
    });
    expect(templated).toEqual({
      To: "whatsapp:+919812345678",
      From: "whatsapp:+14155238886",
      ContentSid: "HX123",
      ContentVariables: '{"1":"Satyanarayan Katha"}',
    });
  });

  it("calls a 4xx permanent and a 5xx or 429 worth retrying, keeping Twilio's words", async () => {
    replies = [
      {
        status: 400,
        body: {
          code: 21211,
          message: "The 'To' number +91 is not a valid phone number.",
          status: 400,
        },
      },
      { status: 503, body: { code: 20500, message: "Service unavailable", status: 503 } },
      { status: 429, body: { code: 20429, message: "Too Many Requests", status: 429 } },
    ];
    const errors: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      errors.push(
        await twilio()
          .send({ ...message, channel: "sms" })
          .catch((error: unknown) => error),
      );
    }
    const [invalid, unavailable, throttled] = errors as PhoneSendError[];
    expect(invalid).toBeInstanceOf(PhoneSendError);
    expect(invalid?.isPermanent).toBe(true);
    expect(invalid?.message).toContain("Twilio error 21211");
    expect(unavailable?.isPermanent).toBe(false);
    expect(throttled?.isPermanent).toBe(false);
  });

  it("calls an unreachable Twilio worth retrying", async () => {
    const down = createTwilioPhoneSender({
      accountSid: "AC1",
      authToken: "secret",
      apiUrl: "http://127.0.0.1:1",
      smsFrom: "+15551234567",
    });
    await expect(down.send({ ...message, channel: "sms" })).rejects.toMatchObject({
      isPermanent: false,
    });
  });
});

describe("MSG91", () => {
  const msg91 = () =>
    createMsg91PhoneSender({
      authKey: "key-1",
      apiUrl: fake.url,
      templates: { booking_confirmed: "65f0c0ffee" },
    });

  it("posts the kind's DLT template with the authkey header and the number without its plus", async () => {
    const id = await msg91().send({
      ...message,
      channel: "sms",
      variables: { title: "Satyanarayan Katha", link: "https://example.org/bookings/1" },
    });
    expect(id).toBe("3763646c3058373530393138");
    const [request] = received;
    expect(request?.path).toBe("/api/v5/flow");
    expect(request?.headers.authkey).toBe("key-1");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      template_id: "65f0c0ffee",
      short_url: "0",
      recipients: [
        {
          mobiles: "919812345678",
          title: "Satyanarayan Katha",
          link: "https://example.org/bookings/1",
        },
      ],
    });
  });

  it("refuses at once a kind without a template, and an error MSG91 answers with 200", async () => {
    await expect(
      msg91().send({ ...message, kind: "booking_declined", channel: "sms" }),
    ).rejects.toMatchObject({ isPermanent: true });
    expect(received).toEqual([]);
    replies = [{ status: 200, body: { type: "error", message: "Invalid template id" } }];
    await expect(msg91().send({ ...message, channel: "sms" })).rejects.toMatchObject({
      isPermanent: true,
      message: "Invalid template id",
    });
  });

  it("calls a 5xx worth retrying and a 401 permanent", async () => {
    replies = [
      { status: 502, body: {} },
      { status: 401, body: { type: "error", message: "Authentication failure" } },
    ];
    await expect(msg91().send({ ...message, channel: "sms" })).rejects.toMatchObject({
      isPermanent: false,
      status: 502,
    });
    await expect(msg91().send({ ...message, channel: "sms" })).rejects.toMatchObject({
      isPermanent: true,
      message: "Authentication failure",
    });
  });
});

describe("createPhoneSenderFactory", () => {
  const settings = (): PhoneSettings => ({
    PHONE_SMS_PROVIDER: "twilio",
    PHONE_WHATSAPP_FROM: "+14155238886",
    SMS_TWILIO_ACCOUNT_SID: "AC1",
    SMS_TWILIO_AUTH_TOKEN: "secret",
    SMS_TWILIO_FROM: "+15551234567",
    SMS_TWILIO_API_URL: fake.url,
    MSG91_API_URL: fake.url,
    MSG91_TEMPLATES: {},
    PHONE_WHATSAPP_TEMPLATES: { booking_confirmed: "HXconfirmed" },
  });
  const clock = { now: () => new Date("2026-12-01T06:30:00Z") };
  const queries: unknown[][] = [];
  const db = {
    query: async (_sql: string, params: unknown[] = []) => {
      queries.push(params);
      return { rows: [], rowCount: 0 };
    },
  } as never;

  it("sends WhatsApp through the kind's approved template, with the named variables", async () => {
    const { whatsapp, sms } = createPhoneSenderFactory(settings(), clock)(db);
    await whatsapp.send({ ...message, channel: "whatsapp", variables: { title: "Gita" } });
    await sms.send({ ...message, channel: "sms" });
    const [templated, text] = received.map((r) => Object.fromEntries(new URLSearchParams(r.body)));
    expect(templated).toMatchObject({
      ContentSid: "HXconfirmed",
      ContentVariables: '{"title":"Gita"}',
    });
    expect(templated).not.toHaveProperty("Body");
    expect(text).toMatchObject({ To: "+919812345678", Body: message.text });
  });

  it("keeps messages in the outbox when no provider is configured", async () => {
    const { sms, whatsapp } = createPhoneSenderFactory(
      { ...settings(), PHONE_SMS_PROVIDER: "outbox", PHONE_WHATSAPP_FROM: undefined },
      clock,
    )(db);
    expect(await sms.send({ ...message, channel: "sms" })).toBeUndefined();
    await whatsapp.send({ ...message, channel: "whatsapp" });
    expect(received).toEqual([]);
    expect(queries.map((params) => params.slice(0, 3))).toEqual([
      ["sms", "+919812345678", "booking_confirmed"],
      ["whatsapp", "+919812345678", "booking_confirmed"],
    ]);
  });
});
