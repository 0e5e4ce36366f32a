import { describe, expect, it } from "vitest";
import { useFakeHttpServer } from "../../testing/fake-http-server.ts";
import { createTwilioSmsSender, SmsSendError } from "./sms-sender.ts";

interface Received {
  path: string;
  authorization: string;
  form: URLSearchParams;
}

const received: Received[] = [];

// A local HTTP server speaking Twilio's Messages API, so the real sender runs end to end offline.
const fake = useFakeHttpServer((request) => {
  const form = new URLSearchParams(request.body);
  received.push({ path: request.path, authorization: request.headers.authorization ?? "", form });
  const isRejected = form.get("To") === "+15550000000";
  return isRejected
    ? { status: 400, body: { message: "The 'To' number is not valid." } }
    : { status: 201, body: { sid: "SM123" } };
});

/** The real sender against the fake, sending as `from` (a number or a messaging service). */
const senderFrom = (from: string) =>
  createTwilioSmsSender({ accountSid: "AC1", authToken: "secret", from, apiUrl: fake.url });

describe("createTwilioSmsSender", () => {
  it("posts the message with basic auth and returns the message sid", async () => {
    const sender = senderFrom("+15551234567");
    expect(
      await sender.send({
        to: "447700900123",
        kind: "confirmation_token",
        text: "Your code is 123456",
      }),
    ).toBe("SM123");
    const [request] = received;
    expect(request?.path).toBe("/2010-04-01/Accounts/AC1/Messages.json");
    expect(request?.authorization).toBe(`Basic ${Buffer.from("AC1:secret").toString("base64")}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: "+447700900123",
      Body: "Your code is 123456",
      From: "+15551234567",
    });
  });

  it("uses a messaging service sid and reports the provider's refusal", async () => {
    const sender = senderFrom("MG42");
    await expect(
      sender.send({ to: "15550000000", kind: "confirmation_token", text: "x" }),
    ).rejects.toEqual(new SmsSendError("The 'To' number is not valid."));
    expect(received.at(-1)?.form.get("MessagingServiceSid")).toBe("MG42");
  });
});
