// POST /functions/v1/payments/orders: opens the checkout for a donation, booking or course enrolment of the
// signed-in user.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { resolvePaymentCaller } from "../payment-caller.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { toSameOriginPath } from "../return-to.ts";
import { openCheckout } from "../services/open-checkout.ts";
import { readJsonBody } from "./read-json.ts";

const bodySchema = z.object({
  purpose: z.enum(["donation", "booking", "course"], {
    error: 'must be "donation", "booking" or "course"',
  }),
  id: z.uuid({ error: "must be the donation's, booking's or course enrolment's id" }),
  /** Where the test checkout page sends the browser back to (a path on this site). */
  return_to: z.string().max(2000).optional(),
});

export async function createOrder(c: Context<AppEnv>, deps: PaymentsDeps): Promise<Response> {
  const caller = await resolvePaymentCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, bodySchema);
  let returnTo: string | undefined;
  if (body.return_to !== undefined) {
    returnTo = toSameOriginPath(body.return_to, deps.siteUrl);
    if (!returnTo) throw paymentErrors.badInput("return_to must be a path on this site");
  }
  const opened = await openCheckout(deps, {
    purpose: body.purpose,
    targetId: body.id,
    payerId: caller.userId,
    returnTo,
  });
  return c.json(opened, 200, { "Cache-Control": "no-store" });
}
