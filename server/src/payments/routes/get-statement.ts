// GET /functions/v1/payments/statements/:financialYear?lang=en|hi: the signed-in donor's statement of paid donations.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { resolvePaymentCaller } from "../payment-caller.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { issueDonationStatement } from "../services/issue-receipts.ts";
import { readPdfLanguage } from "./pdf-language.ts";
import { sendPdf } from "./send-pdf.ts";

export async function getStatement(c: Context<AppEnv>, deps: PaymentsDeps): Promise<Response> {
  const caller = await resolvePaymentCaller(deps, c.req.header("authorization"));
  const year = c.req.param("financialYear") ?? "";
  const lang = readPdfLanguage(c);
  return sendPdf(c, await issueDonationStatement(deps, caller, year, lang));
}
