import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
import { financialYearOf } from "./receipts/financial-year.ts";
import {
  accessTokenFor,
  callPayments,
  mailTo,
  pledgeDonation,
  readDonation,
  runJobsNow,
} from "../testing/payments-world.ts";

// Receipt PDFs and yearly statements: who may download them, and the text in them (extracted as a
// reader or a tax office would).
const { server, world } = usePlatformWorld();
let donorToken: string;

beforeAll(async () => {
  donorToken = await accessTokenFor(server, world.devotee);
  await server.db.query(
    `update public.temples
        set location = 'Godowlia, Varanasi', city = 'Varanasi',
            registration_number = 'UP/TRUST/2011/0457', eighty_g_number = 'AAATS1234F/05/2024-25',
            eighty_g_valid_until = '2029-03-31'
      where id = $1`,
    [world.templeId],
  );
});

/** Pays a pledged donation through the test gateway, as the devotee's browser would. */
async function payDonation(donationId: string): Promise<void> {
  const order = await callPayments(server, "/orders", {
    token: donorToken,
    body: { purpose: "donation", id: donationId },
  });
  const { checkout } = (await order.json()) as { checkout: { checkout_url: string } };
  const response = await server.fetch(`http://localhost${checkout.checkout_url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=captured&return_to=%2Fpray",
  });
  expect(response.status).toBe(303);
}

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  // Lines wrap where the page ends them; read it as one run of words.
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

describe("a donation's receipt", () => {
  let donationId: string;
  let receiptNumber: string;

  beforeAll(async () => {
    donationId = await pledgeDonation(world, {
      amountPaise: 110_000,
      pan: "ABCDE1234F",
      donorName: "Asha Devi",
    });
    await payDonation(donationId);
    receiptNumber = (await readDonation(server, donationId)).receipt_number!;
  });

  it("downloads as a PDF for the donor, with every detail in words a reader can extract", async () => {
    const response = await callPayments(server, `/receipts/${donationId}`, { token: donorToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${receiptNumber.replace(/\//g, "-")}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(await response.arrayBuffer());
    for (const expected of [
      "Shiv Mandir",
      "Godowlia, Varanasi",
      "Trust registration number: UP/TRUST/2011/0457",
      "Donation Receipt",
      `Receipt number: ${receiptNumber}`,
      "Received from: Asha Devi",
      "PAN: ABCDE1234F",
      "Seva program: Annadanam",
      "Amount: Rs. 1,100.00",
      "Amount in words: Rupees One Thousand One Hundred Only",
      "80G registration: AAATS1234F/05/2024-25, valid until 31 March 2029",
      "eligible for deduction under section 80G",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Date: \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm) IST/);
  });

  it("is the temple admins' to download too, and nobody else's", async () => {
    const admin = await callPayments(server, `/receipts/${donationId}`, {
      token: await accessTokenFor(server, world.templeAdmin),
    });
    expect(admin.status).toBe(200);
    const stranger = await callPayments(server, `/receipts/${donationId}`, {
      token: await accessTokenFor(server, world.other),
    });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: "PT404" });
    const guru = await callPayments(server, `/receipts/${donationId}`, {
      token: await accessTokenFor(server, world.guru),
    });
    expect(guru.status).toBe(404);
    expect((await callPayments(server, `/receipts/${donationId}`)).status).toBe(401);
    expect((await callPayments(server, "/receipts/not-a-uuid", { token: donorToken })).status).toBe(
      400,
    );
  });

  it("is not issued before the payment", async () => {
    const pending = await pledgeDonation(world);
    const response = await callPayments(server, `/receipts/${pending}`, { token: donorToken });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "PT409",
      message: "This donation is not paid yet",
    });
  });

  it("is e-mailed to the donor once, as a PDF attachment", async () => {
    await runJobsNow(server);
    const mails = (await mailTo(server, world.devotee.email)).filter(
      (mail) => mail.kind === "donation_receipt" && mail.subject.includes(receiptNumber),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Receipt ${receiptNumber}: your donation to Shiv Mandir`);
    expect(mail.body).toContain("Rs. 1,100.00");
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0]!;
    expect(attachment).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    const text = await pdfText(Buffer.from(attachment.content, "base64"));
    expect(text).toContain("Rupees One Thousand One Hundred Only");
    expect(text).toContain(`Receipt number: ${receiptNumber}`);
  });
});

describe("the 80G sentence", () => {
  it("appears only when the temple has entered its 80G registration, and it is valid", async () => {
    await server.db.query(
      "update public.temples set eighty_g_number = null, eighty_g_valid_until = null, registration_number = null where id = $1",
      [world.templeId],
    );
    const plain = await pledgeDonation(world, { amountPaise: 50_150 });
    await payDonation(plain);
    const text = await pdfText(
      await (await callPayments(server, `/receipts/${plain}`, { token: donorToken })).arrayBuffer(),
    );
    expect(text).toContain("Rupees Five Hundred One and Fifty Paise Only");
    expect(text).toContain("Amount: Rs. 501.50");
    expect(text).not.toContain("80G");
    expect(text).not.toContain("Trust registration");
    expect(text).not.toContain("PAN:");

    await server.db.query(
      "update public.temples set eighty_g_number = 'OLD80G', eighty_g_valid_until = '2020-03-31' where id = $1",
      [world.templeId],
    );
    const expired = await pdfText(
      await (await callPayments(server, `/receipts/${plain}`, { token: donorToken })).arrayBuffer(),
    );
    expect(expired).not.toContain("80G");
  });
});

describe("the yearly statement", () => {
  it("lists the donor's paid donations of the financial year with the total in words", async () => {
    const year = financialYearOf(new Date()).label;
    const response = await callPayments(server, `/statements/${year}`, { token: donorToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain(`Statement of donations, financial year ${year}`);
    const { rows } = await server.db.query<{ receipt_number: string; amount_paise: number }>(
      `select receipt_number, amount_paise from public.donations
        where donor_id = $1 and status = 'paid'`,
      [world.devotee.id],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(text).toContain(row.receipt_number);
    // ₹1,100 + ₹501.50.
    expect(text).toContain("Total: Rs. 1,601.50");
    expect(text).toContain("Rupees One Thousand Six Hundred One and Fifty Paise Only");
  });

  it("is only the caller's own, and names a real financial year", async () => {
    const year = financialYearOf(new Date()).label;
    const other = await callPayments(server, `/statements/${year}`, {
      token: await accessTokenFor(server, world.other),
    });
    const text = await pdfText(await other.arrayBuffer());
    expect(text).toContain("No paid donations in this financial year.");
    const bad = await callPayments(server, "/statements/2026-28", { token: donorToken });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "22023" });
    expect((await callPayments(server, `/statements/${year}`)).status).toBe(401);
  });
});
