// GET and POST /functions/v1/payments/test/checkout/:paymentId: the test gateway's checkout page (no money).
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { TestGateway } from "../gateways/test-gateway.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { toSameOriginPath, withPaymentOutcome } from "../return-to.ts";
import {
  findTestCheckout,
  settleTestCheckout,
  type TestOutcome,
} from "../services/settle-test-checkout.ts";
import { renderTestCheckoutPage } from "./test-checkout-page.ts";

const OUTCOMES = new Set<TestOutcome>(["captured", "failed", "abandoned"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment and the token of its checkout link (in the page's URL and its form's action). */
function readCheckout(c: Context<AppEnv>): { paymentId: string; token: string } {
  const paymentId = c.req.param("paymentId") ?? "";
  if (!UUID.test(paymentId)) throw paymentErrors.notFound("No test payment has this id");
  return { paymentId, token: c.req.query("token") ?? "" };
}

function readReturnTo(value: string | undefined, deps: PaymentsDeps): string {
  if (value === undefined || value === "") return "/";
  const path = toSameOriginPath(value, deps.siteUrl);
  if (!path) throw paymentErrors.badInput("return_to must be a path on this site");
  return path;
}

export async function showTestCheckout(
  c: Context<AppEnv>,
  deps: PaymentsDeps,
  gateway: TestGateway,
): Promise<Response> {
  const { paymentId, token } = readCheckout(c);
  const returnTo = readReturnTo(c.req.query("return_to"), deps);
  const facts = await findTestCheckout(deps, gateway, paymentId, token);
  // Relative to the page: a function does not know the path it is published under.
  const action = `?${new URLSearchParams({ token }).toString()}`;
  return c.html(renderTestCheckoutPage(facts, action, returnTo), 200, {
    "Cache-Control": "no-store",
  });
}

export async function submitTestCheckout(
  c: Context<AppEnv>,
  deps: PaymentsDeps,
  gateway: TestGateway,
): Promise<Response> {
  const checkout = readCheckout(c);
  const form = await c.req.parseBody();
  const outcome = typeof form.outcome === "string" ? form.outcome : "";
  if (!OUTCOMES.has(outcome as TestOutcome)) {
    throw paymentErrors.badInput("outcome must be captured, failed or abandoned");
  }
  const returnTo = readReturnTo(
    typeof form.return_to === "string" ? form.return_to : undefined,
    deps,
  );
  const payment = await settleTestCheckout(deps, gateway, checkout, outcome as TestOutcome);
  // A payment captured earlier stays captured whatever is pressed now.
  const status = payment.status === "captured" ? "captured" : outcome;
  return c.redirect(withPaymentOutcome(returnTo, payment.id, status), 303);
}
