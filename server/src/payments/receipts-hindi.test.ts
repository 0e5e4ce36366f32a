import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
import {
  createPlatformUser,
  payWithTestGateway,
  type PlatformUser,
} from "../platform/testing/platform-world.ts";
import { financialYearOf } from "./receipts/financial-year.ts";
import { asExtracted, ENGLISH_LABELS, pdfText, withoutSpaces } from "./testing/pdf-text.ts";
import {
  accessTokenFor,
  callPayments,
  mailTo,
  pledgeDonation,
  readDonation,
  runJobsNow,
} from "../testing/payments-world.ts";

// Receipts and statements in the reader's language: the one the app is showing (?lang=), else the
// one saved in the profile; the e-mailed receipt in the language of the e-mail.
const { server, world } = usePlatformWorld();
let hindiReader: PlatformUser;
let hindiToken: string;
let donationId: string;
let receiptNumber: string;

/** A Hindi receipt's own phrases, as text extraction gives them back (see asExtracted). */
async function expectHindiReceipt(pdf: ArrayBuffer | Uint8Array): Promise<void> {
  const text = await pdfText(pdf);
  for (const phrase of [
    "दान प्राप्ति रसीद",
    `रसीद संख्या: ${receiptNumber}`,
    "दानदाता: सीता देवी",
    "राशि: रु. 1,001.00",
    "राशि (शब्दों में): एक हज़ार एक रुपये मात्र",
    "भुगतान का माध्यम: परीक्षण भुगतान (पैसा नहीं कटा)",
  ]) {
    expect(withoutSpaces(text), phrase).toContain(await asExtracted(phrase));
  }
  expect(text).not.toMatch(ENGLISH_LABELS);
}

beforeAll(async () => {
  hindiReader = await createPlatformUser(server, "hindi-reader", { roles: ["devotee"] });
  await server.db.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale": "hi"}'
      where id = $1`,
    [hindiReader.id],
  );
  hindiToken = await accessTokenFor(server, hindiReader);
  donationId = await pledgeDonation(world, {
    amountPaise: 1001_00,
    donorName: "सीता देवी",
    donor: hindiReader,
  });
  await payWithTestGateway(server, "donation", donationId, hindiReader);
  receiptNumber = (await readDonation(server, donationId)).receipt_number!;
});

describe("a receipt download's language", () => {
  it("is the one the app is showing (?lang=hi), whatever the reader saved", async () => {
    const admin = await accessTokenFor(server, world.templeAdmin);
    const response = await callPayments(server, `/receipts/${donationId}?lang=hi`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    await expectHindiReceipt(await response.arrayBuffer());
  });

  it("is the reader's saved language when the app does not say, and English on ?lang=en", async () => {
    const saved = await callPayments(server, `/receipts/${donationId}`, { token: hindiToken });
    await expectHindiReceipt(await saved.arrayBuffer());
    const english = await callPayments(server, `/receipts/${donationId}?lang=en`, {
      token: hindiToken,
    });
    const text = await pdfText(await english.arrayBuffer());
    expect(text).toContain("Donation Receipt");
    expect(text).toContain("Amount in words: Rupees One Thousand One Only");
  });

  it("refuses any other language in the payments error shape", async () => {
    for (const lang of ["fr", "", "HI", "hi-IN", "en&lang=hi"]) {
      const response = await callPayments(
        server,
        `/receipts/${donationId}?lang=${encodeURIComponent(lang)}`,
        { token: hindiToken },
      );
      expect(response.status, lang).toBe(400);
      expect(await response.json()).toEqual({
        code: "22023",
        message: "lang must be en or hi",
        details: null,
        hint: "Leave it out to get the language saved in the profile.",
      });
    }
  });
});

describe("a statement download's language", () => {
  it("follows ?lang= and refuses other values the same way", async () => {
    const year = financialYearOf(new Date()).label;
    const response = await callPayments(server, `/statements/${year}?lang=hi`, {
      token: await accessTokenFor(server, world.devotee),
    });
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer());
    expect(withoutSpaces(text)).toContain(await asExtracted(`दान का विवरण, वित्त वर्ष ${year}`));
    expect(text).not.toMatch(ENGLISH_LABELS);

    const mine = await pdfText(
      await (
        await callPayments(server, `/statements/${year}`, { token: hindiToken })
      ).arrayBuffer(),
    );
    expect(mine).toContain(receiptNumber);
    expect(withoutSpaces(mine)).toContain(await asExtracted("कुल राशि: रु. 1,001.00"));

    const bad = await callPayments(server, `/statements/${year}?lang=de`, { token: hindiToken });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "22023", message: "lang must be en or hi" });
  });
});

describe("the e-mailed receipt", () => {
  it("reaches a Hindi reader in Hindi, the PDF attached in Hindi too", async () => {
    await runJobsNow(server);
    const mails = (await mailTo(server, hindiReader.email)).filter(
      (mail) => mail.kind === "donation_receipt",
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`रसीद ${receiptNumber}: Shiv Mandir को आपका दान`);
    expect(mail.body).toContain("Annadanam के लिए ₹1,001.00 के दान के लिए धन्यवाद।");
    expect(mail.body).not.toMatch(/Thank you|receipt/);
    const attachment = mail.attachments[0]!;
    expect(attachment).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    await expectHindiReceipt(Buffer.from(attachment.content, "base64"));
  });
});
