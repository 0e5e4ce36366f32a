// `node src/bench/receipt-render.ts` (from server/): how long one donation receipt takes to draw,
// English against Hindi (Hindi embeds and shapes Noto Sans Devanagari), and its size. Rendering
// runs on the event loop, so this is how long a download or the receipt e-mail job holds it.
import type { MailLocale } from "../messaging/mail-locale.ts";
import { renderDonationReceipt } from "../payments/receipts/receipt-pdf.ts";
import type { ReceiptFacts } from "../payments/repositories/receipt-facts.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const facts: ReceiptFacts = {
  donation_id: "bench",
  donor_id: "bench",
  status: "paid",
  amount_paise: 2_45_000_50,
  paid_at: new Date("2026-11-26T13:00:00Z"),
  receipt_number: "MKM/2026-27/000007",
  receipt_issued_at: new Date("2026-11-26T13:00:00Z"),
  donor_name: "Asha Devi",
  is_anonymous: false,
  pan: "ABCDE1234F",
  message: "",
  program_title: "Annadaan Seva",
  temple_id: "bench",
  temple_name: "Shiv Mandir",
  temple_location: "Godowlia, Varanasi",
  temple_city: "Varanasi",
  registration_number: "UP/TRUST/2011/0457",
  eighty_g_number: "AAATS1234F/05/2024-25",
  eighty_g_valid_until: "2029-03-31",
  donor_email: null,
  payment_method: "upi",
  payment_reference: "412345678901",
};

async function measure(locale: MailLocale): Promise<void> {
  const started = performance.now();
  const first = await renderDonationReceipt(facts, locale);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const at = performance.now();
    await renderDonationReceipt(facts, locale);
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${locale}: first ${firstMs.toFixed(0)} ms, then median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms over ${ROUNDS}; ${first.length} bytes`,
  );
}

await measure("en");
await measure("hi");
