import { useTestServer } from "../../testing/use-test-server.ts";
import type { TestServer } from "../../testing/create-test-server.ts";

// The Twilio account the inbound-reply tests configure, and the public URL Twilio signs.
export const AUTH_TOKEN = "twilio-auth-token";
export const SITE_URL = "https://bhaktisetu.example";
export const URL_CALLED = `${SITE_URL}/messages/v1/twilio/inbound`;

/** A test server for the calling file with Twilio configured (`env` adds to it). */
export function useTwilioServer(env: Record<string, string> = {}): TestServer {
  return useTestServer({
    env: { SITE_URL, SMS_TWILIO_ACCOUNT_SID: "AC1", SMS_TWILIO_AUTH_TOKEN: AUTH_TOKEN, ...env },
  });
}

/** Posts a form to the inbound webhook as Twilio does, with its signature header when given. */
export function postInbound(server: TestServer, form: URLSearchParams, signature?: string) {
  return server.fetch("http://localhost/messages/v1/twilio/inbound", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(signature === undefined ? {} : { "X-Twilio-Signature": signature }),
    },
    body: form.toString(),
  });
}
