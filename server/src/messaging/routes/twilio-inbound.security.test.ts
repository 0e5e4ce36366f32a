import { describe, expect, it } from "vitest";
import { createTestServer } from "../../testing/create-test-server.ts";
import {
  AUTH_TOKEN,
  postInbound,
  URL_CALLED,
  useTwilioServer,
} from "../testing/twilio-inbound-server.ts";
import { computeTwilioSignature } from "../twilio-signature.ts";

const server = useTwilioServer();

const stopFrom = (from: string) => new URLSearchParams({ From: from, Body: "STOP", To: "+1555" });

async function optOutCount(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.phone_opt_outs",
  );
  return rows[0]?.n ?? 0;
}

describe("POST /messages/v1/twilio/inbound refuses what Twilio did not sign", () => {
  it("without a signature: 403, nothing changed", async () => {
    expect((await postInbound(server, stopFrom("+919812345678"))).status).toBe(403);
    expect(await optOutCount()).toBe(0);
  });

  it("signed with another token: 403, nothing changed", async () => {
    const form = stopFrom("+919812345678");
    const forged = computeTwilioSignature("not-the-token", URL_CALLED, form);
    expect((await postInbound(server, form, forged)).status).toBe(403);
    expect(await optOutCount()).toBe(0);
  });

  it("a signed request with its parameters changed: 403, nothing changed", async () => {
    const form = stopFrom("+919812345678");
    const signature = computeTwilioSignature(AUTH_TOKEN, URL_CALLED, form);
    expect((await postInbound(server, stopFrom("+919800000000"), signature)).status).toBe(403);
    expect(await optOutCount()).toBe(0);
  });

  it("signed for another URL: 403, nothing changed", async () => {
    const form = stopFrom("+919812345678");
    const signature = computeTwilioSignature(AUTH_TOKEN, "https://elsewhere.example/hook", form);
    expect((await postInbound(server, form, signature)).status).toBe(403);
    expect(await optOutCount()).toBe(0);
  });

  it("is not served at all without a Twilio auth token", async () => {
    const bare = await createTestServer({ db: server.db });
    const response = await bare.fetch("http://localhost/messages/v1/twilio/inbound", {
      method: "POST",
      body: stopFrom("+919812345678"),
    });
    expect(response.status).toBe(404);
    expect(await optOutCount()).toBe(0);
  });
});
