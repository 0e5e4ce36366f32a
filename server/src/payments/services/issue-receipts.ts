import { transactionAsRole } from "../../db/transaction-as-role.ts";
import type { MailLocale } from "../../messaging/mail-locale.ts";
import type { PaymentCaller } from "../payment-caller.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { parseFinancialYear } from "../receipts/financial-year.ts";
import { renderDonationReceipt } from "../receipts/receipt-pdf.ts";
import { renderDonationStatement } from "../receipts/statement-pdf.ts";
import {
  findDonorName,
  findReceiptFacts,
  findSavedLocale,
  isDonationVisible,
  listPaidDonations,
} from "../repositories/receipt-facts.ts";

export interface IssuedPdf {
  pdf: Buffer;
  filename: string;
}

/** The language asked for, else the one the caller saved in their profile. */
async function languageFor(
  deps: Pick<PaymentsDeps, "db">,
  caller: PaymentCaller,
  lang: MailLocale | undefined,
): Promise<MailLocale> {
  return lang ?? (await findSavedLocale(deps.db, caller.userId));
}

/**
 * A paid donation's receipt for whoever may read the donation: row-level security decides (the
 * donor, and the temple's admins), asked as the caller; the receipt is then read as the owner. It
 * is worded in `lang`, else in the caller's saved language (an admin reads it in theirs).
 */
export async function issueDonationReceipt(
  deps: Pick<PaymentsDeps, "db">,
  caller: PaymentCaller,
  donationId: string,
  lang?: MailLocale,
): Promise<IssuedPdf> {
  const isVisible = await transactionAsRole(
    deps.db,
    { role: "authenticated", claims: caller.claims },
    {},
    (tx) => isDonationVisible(tx, donationId),
  );
  if (!isVisible) throw paymentErrors.notFound("No donation you can see has this id");
  const facts = await findReceiptFacts(deps.db, donationId);
  if (!facts || facts.status !== "paid" || !facts.receipt_number) {
    throw paymentErrors.wrongState(
      "This donation is not paid yet",
      "The receipt is issued as soon as the payment is confirmed.",
    );
  }
  return {
    pdf: await renderDonationReceipt(facts, await languageFor(deps, caller, lang)),
    filename: `receipt-${facts.receipt_number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`,
  };
}

/** The caller's own paid donations in a financial year ("2026-27"), with the total, in `lang`. */
export async function issueDonationStatement(
  deps: Pick<PaymentsDeps, "db" | "clock">,
  caller: PaymentCaller,
  label: string,
  lang?: MailLocale,
): Promise<IssuedPdf> {
  const year = parseFinancialYear(label);
  if (!year) {
    throw paymentErrors.badInput(
      "A financial year looks like 2026-27",
      "It runs from 1 April to 31 March: the first year and the last two digits of the next.",
    );
  }
  const [donorName, lines, locale] = await Promise.all([
    findDonorName(deps.db, caller.userId),
    listPaidDonations(deps.db, caller.userId, year.startsAt, year.endsAt),
    languageFor(deps, caller, lang),
  ]);
  const issuedAt = deps.clock.now();
  return {
    pdf: await renderDonationStatement({ donorName, year, lines, issuedAt, locale }),
    filename: `donations-${year.label}.pdf`,
  };
}
