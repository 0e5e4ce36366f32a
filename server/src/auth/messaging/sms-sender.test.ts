import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwilioSmsSender, SmsSendError } from "./sms-sender.ts";

interface Received {
  path: string;
  authorization: string;
  form: URLSearchParams;
}

let http: Server;
let baseUrl: string;
const received: Received[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text));
  });
}

// A local HTTP server speaking Twilio's Messages API, so the real sender runs end to end offline.
beforeAll(async () => {
  http = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    received.push({
      path: request.url ?? "",
      authorization: request.headers.authorization ?? "",
      form,
    });
    const isRejected = form.get("To") === "+15550000000";
    response.writeHead(isRejected ? 400 : 201, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify(isRejected ? { message: "The 'To' number is not valid." } : { sid: "SM123" }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

describe("createTwilioSmsSender", () => {
  it("posts the message with basic auth and returns the message sid", async () => {
    const sender = createTwilioSmsSender({
      accountSid: "AC1",
      authToken: "secret",
      from: "+15551234567",
      apiUrl: baseUrl,
    });
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
    const sender = createTwilioSmsSender({
      accountSid: "AC1",
      authToken: "secret",
      from: "MG42",
      apiUrl: baseUrl,
    });
    await expect(
      sender.send({ to: "15550000000", kind: "confirmation_token", text: "x" }),
    ).rejects.toEqual(new SmsSendError("The 'To' number is not valid."));
    expect(received.at(-1)?.form.get("MessagingServiceSid")).toBe("MG42");
  });
});
