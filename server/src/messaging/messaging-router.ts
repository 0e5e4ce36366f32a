import { Hono } from "hono";
import { receiveTwilioReply, type TwilioInboundDeps } from "./routes/twilio-inbound.ts";

/**
 * Messages, mounted at /messages/v1: every endpoint with its guard.
 *
 * | route                 | guard                                                     |
 * | --------------------- | --------------------------------------------------------- |
 * | POST /twilio/inbound  | X-Twilio-Signature (only while a Twilio auth token is set) |
 */
export function createMessagingRouter(
  deps: Omit<TwilioInboundDeps, "authToken"> & {
    twilioAuthToken: string | undefined;
  },
): Hono {
  const router = new Hono();
  const { twilioAuthToken } = deps;
  if (twilioAuthToken) {
    router.post("/twilio/inbound", (c) =>
      receiveTwilioReply(c, { ...deps, authToken: twilioAuthToken }),
    );
  }
  router.all("*", (c) => c.json({ message: "Not Found" }, 404));
  return router;
}
