import { beforeEach, describe, expect, it } from "vitest";
import {
  AUTH_TOKEN,
  postInbound,
  URL_CALLED,
  useTwilioServer,
} from "../testing/twilio-inbound-server.ts";
import { computeTwilioSignature } from "../twilio-signature.ts";

// Twilio posts a reply as a form to the URL configured for the number, signed with the auth token.
const PHONE = "+919812345678";

const server = useTwilioServer({ SMS_TWILIO_FROM: "+15551234567" });
beforeEach(() => server.db.query("delete from public.phone_opt_outs"));

function replyForm(from: string, body: string): URLSearchParams {
  return new URLSearchParams({
    MessageSid: "SM0123456789abcdef0123456789abcdef",
    AccountSid: "AC1",
    From: from,
    To: "+15551234567",
    Body: body,
    NumMedia: "0",
  });
}

const signed = (form: URLSearchParams) =>
  postInbound(server, form, computeTwilioSignature(AUTH_TOKEN, URL_CALLED, form));

async function optOuts() {
  const { rows } = await server.db.query<{ phone: string; channel: string }>(
    "select phone, channel from public.phone_opt_outs order by channel",
  );
  return rows;
}

describe("POST /messages/v1/twilio/inbound", () => {
  it("matches Twilio's published signature example", () => {
    // The example in Twilio's webhook security documentation.
    const params = new URLSearchParams({
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    });
    expect(
      computeTwilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params),
    ).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("opts a number out on STOP and back in on START, answering empty TwiML", async () => {
    const stop = await signed(replyForm(PHONE, " stop "));
    expect(stop.status).toBe(200);
    expect(stop.headers.get("content-type")).toContain("text/xml");
    expect(await stop.text()).toContain("<Response></Response>");
    expect(await optOuts()).toEqual([{ phone: PHONE, channel: "sms" }]);
    await signed(replyForm(PHONE, "UNSUBSCRIBE"));
    expect(await optOuts()).toHaveLength(1);
    await signed(replyForm(PHONE, "START"));
    expect(await optOuts()).toEqual([]);
  });

  it("keeps a WhatsApp STOP to WhatsApp", async () => {
    await signed(replyForm(`whatsapp:${PHONE}`, "STOP"));
    expect(await optOuts()).toEqual([{ phone: PHONE, channel: "whatsapp" }]);
  });

  it("ignores any other reply", async () => {
    expect((await signed(replyForm(PHONE, "Thank you, see you at the pooja"))).status).toBe(200);
    expect(await optOuts()).toEqual([]);
  });
});
