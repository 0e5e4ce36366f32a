// GET /functions/v1/payments/receipts/:donationId?lang=en|hi: a paid donation's receipt PDF, for the donor or the temple's admins.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { resolvePaymentCaller } from "../payment-caller.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { issueDonationReceipt } from "../services/issue-receipts.ts";
import { readPdfLanguage } from "./pdf-language.ts";
import { sendPdf } from "./send-pdf.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getReceipt(c: Context<AppEnv>, deps: PaymentsDeps): Promise<Response> {
  const caller = await resolvePaymentCaller(deps, c.req.header("authorization"));
  const donationId = c.req.param("donationId") ?? "";
  if (!UUID.test(donationId)) throw paymentErrors.badInput("The donation id must be a UUID");
  const lang = readPdfLanguage(c);
  return sendPdf(c, await issueDonationReceipt(deps, caller, donationId, lang));
}
