import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { extractText, getDocumentProxy } from "unpdf";
import { callRest, environment, signInForToken } from "../support/data-api";
import { chooseHindi } from "../support/hindi";
import { mailTo } from "../support/outbox";
import { bookFreeTime } from "../support/bookings";
import { ROOT_POOJA } from "../support/offerings";
import { createVerifiedProvider } from "../support/providers";
import { createSevaProgram, createVerifiedTemple } from "../support/temples";
import { createUser, signIn } from "../support/users";

/** The test gateway's own checkout page: the payer chooses what the "bank" does. */
async function checkout(page: Page, outcome: "Pay successfully" | "Fail the payment") {
  await expect(page).toHaveURL(/\/functions\/v1\/payments\/test\/checkout\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: outcome }).click();
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

function pledgeCard(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
}

test("a devotee donates through the checkout, a failed try charges nothing, and the receipt PDF says it all", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  await callRest("PATCH", `/rest/v1/temples?id=eq.${temple.id}`, {
    address: "Jaisinghpura, Ujjain",
    registration_number: "MP/UJN/1024/2001",
    eighty_g_number: "AAATM1234FF20214",
    eighty_g_valid_until: "2027-03-31",
    receipt_prefix: "MKM",
  });
  const seva = `Annadaan Seva ${randomUUID().slice(0, 6)}`;
  await createSevaProgram(temple.id, seva, 10_000_000);
  const devotee = await createUser({ fullName: "Meera Sharma" });
  await signIn(page, devotee);

  await page.goto("/pray");
  await pledgeCard(page, seva)
    .getByRole("button", { name: `Pledge to ${seva}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Pledge to ${seva}` });
  await dialog.getByRole("button", { name: "₹1,001" }).click();
  await dialog.getByLabel("PAN (optional)").fill("ABCDE1234F");
  await dialog.getByRole("button", { name: "Record my pledge" }).click();
  await dialog.getByRole("button", { name: "Pay ₹1,001" }).click();

  // The bank refuses: back on /pray, nothing charged, the donation still to pay.
  await checkout(page, "Fail the payment");
  await expect(page).toHaveURL(/\/pray\?payment=[0-9a-f-]{36}&status=failed$/);
  await expect(page.getByRole("alert").filter({ hasText: "did not go through" })).toBeVisible();
  const myPledges = page.getByRole("region", { name: "My pledges" });
  await expect(myPledges).toContainText("Awaiting payment");

  // Paying again from the list succeeds, and the receipt number appears.
  await myPledges.getByRole("button", { name: "Pay ₹1,001" }).click();
  await checkout(page, "Pay successfully");
  await expect(page.getByRole("status").filter({ hasText: "Payment received" })).toBeVisible();
  await expect(myPledges).toContainText(/Paid · MKM\/\d{4}-\d{2}\/000001/);
  await expect(page.getByRole("listitem").filter({ hasText: seva }).first()).toContainText(
    "₹1,001 raised",
  );
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    myPledges.getByRole("button", { name: /^Download receipt MKM\// }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-MKM-\d{4}-\d{2}-000001\.pdf$/);
  const receipt = await pdfText((await download.path())!);
  for (const expected of [
    temple.name,
    "MKM/",
    "Meera Sharma",
    "ABCDE1234F",
    "Rs. 1,001.00",
    "Rupees One Thousand One Only",
    seva,
    "MP/UJN/1024/2001",
    "AAATM1234FF20214",
    "80G",
  ]) {
    expect(receipt, `the receipt names ${expected}`).toContain(expected);
  }

  // The year's statement lists it with the total.
  const [statementDownload] = await Promise.all([
    page.waitForEvent("download"),
    myPledges.getByRole("button", { name: "This year's statement (PDF)" }).click(),
  ]);
  const statement = await pdfText((await statementDownload.path())!);
  expect(statement).toContain("MKM/");
  expect(statement).toContain("Rs. 1,001.00");

  // The same receipt arrives by e-mail, as a PDF attachment.
  await expect
    .poll(async () =>
      (await mailTo(devotee.email)).some((mail) =>
        mail.attachments.some((file) => file.filename.endsWith(".pdf")),
      ),
    )
    .toBe(true);
});

/** A donation pledged and paid through the test gateway off screen, as the devotee's browser would. */
async function payDonationOffScreen(token: string, sevaProgramId: string, amountPaise: number) {
  const donation = await callRest<{ id: string }>(
    "POST",
    "/rest/v1/rpc/record_donation",
    { seva_program_id: sevaProgramId, amount_paise: amountPaise },
    token,
  );
  const { baseUrl, anonKey } = environment();
  const order = await fetch(new URL("/functions/v1/payments/orders", baseUrl), {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ purpose: "donation", id: donation.id }),
  });
  const { checkout: started } = (await order.json()) as { checkout: { checkout_url: string } };
  const paid = await fetch(new URL(started.checkout_url, baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "outcome=captured&return_to=%2Fpray",
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
}

test("a devotee reading in Hindi downloads the receipt and the statement in Hindi", async ({
  page,
}) => {
  const temple = await createVerifiedTemple();
  await callRest("PATCH", `/rest/v1/temples?id=eq.${temple.id}`, { receipt_prefix: "HIN" });
  const seva = `Annadaan Seva ${randomUUID().slice(0, 6)}`;
  const programId = await createSevaProgram(temple.id, seva, 10_000_000);
  const devotee = await createUser({ fullName: "सीता देवी" });
  await payDonationOffScreen(await signInForToken(devotee), programId, 1001_00);
  await signIn(page, devotee);
  await chooseHindi(page);
  await page.goto("/pray");

  // Shaped Devanagari reads back glyph by glyph, with breaks where ligatures end: compare without
  // spaces, on words whose glyphs map back one to one (the server's tests compare glyph runs).
  const hindiText = async (button: Locator) => {
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    return (await pdfText((await download.path())!)).replace(/\s+/g, "").normalize("NFC");
  };
  const englishLabels = /Receipt|Amount|Rupees|Only|Donor|Statement|Total|Rs\./;
  const receipt = await hindiText(page.getByRole("button", { name: /^रसीद HIN\/.* डाउनलोड करें$/ }));
  for (const expected of ["रसीदसंख्या:HIN/", "दानदाता:सीतादेवी", "रु.1,001.00", "एकहज़ारएकरुपयेमात्र"]) {
    expect(receipt, `the receipt says ${expected}`).toContain(expected.normalize("NFC"));
  }
  expect(receipt).not.toMatch(englishLabels);
  const statement = await hindiText(page.getByRole("button", { name: "इस वर्ष का विवरण (PDF)" }));
  expect(statement).toContain("HIN/");
  expect(statement).toContain("रु.1,001.00");
  expect(statement).not.toMatch(englishLabels);
});

test("a devotee pays for an online pooja, cancels within the free window and is refunded in full", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pooja = { ...ROOT_POOJA, title: `Rudrabhishek ${randomUUID().slice(0, 6)}` };
  const pujari = await createVerifiedProvider("pujari", [pooja]);
  const devotee = await createUser();
  const booking = await bookFreeTime(await signInForToken(devotee), pujari, pooja, { days: 4 });

  await signIn(page, devotee);
  await page.goto(`/bookings/${booking.id}`);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("Not paid yet.");
  await payment.getByRole("button", { name: "Pay ₹1,100" }).click();
  await checkout(page, "Pay successfully");
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}\\?payment=.+&status=captured$`));
  await expect(payment).toContainText(/Paid ₹1,100 by test checkout on/);

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText("Refunded to you₹1,100");
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(dialog).toBeHidden();
  // The refund is sent back through the gateway by a job; the page says when it is done.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await payment.textContent()) ?? "";
      },
      { timeout: 30_000 },
    )
    .toMatch(/Refunded ₹1,100 on/);
  await expectNoAxeViolations(page);
});
