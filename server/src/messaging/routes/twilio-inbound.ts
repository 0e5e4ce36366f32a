// POST /messages/v1/twilio/inbound: Twilio's webhook for a reply to our SMS or WhatsApp
// messages; STOP opts the number out, START back in. Answers empty TwiML (Twilio words the
// confirmation itself).
import type { Context } from "hono";
import type { Database } from "../../db/database.ts";
import type { Clock } from "../../lib/clock.ts";
import { applyPhoneReply } from "../phone-replies.ts";
import { isValidTwilioSignature } from "../twilio-signature.ts";

export interface TwilioInboundDeps {
  db: Database;
  clock: Clock;
  /** The account's auth token, which signs every webhook. */
  authToken: string;
  /** The public origin Twilio calls (SITE_URL): the signature covers the URL as Twilio saw it. */
  publicUrl: string;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export async function receiveTwilioReply(c: Context, deps: TwilioInboundDeps): Promise<Response> {
  const form = new URLSearchParams(await c.req.text());
  const requestUrl = new URL(c.req.url);
  const calledUrl = new URL(requestUrl.pathname + requestUrl.search, deps.publicUrl).toString();
  // Anyone can post here: only Twilio, holding the auth token, can sign.
  if (
    !isValidTwilioSignature(deps.authToken, c.req.header("x-twilio-signature"), calledUrl, form)
  ) {
    return c.json({ message: "Invalid signature" }, 403);
  }
  await applyPhoneReply(deps.db, {
    from: form.get("From") ?? "",
    body: form.get("Body") ?? "",
    at: deps.clock.now(),
  });
  return c.body(EMPTY_TWIML, 200, { "Content-Type": "text/xml" });
}
