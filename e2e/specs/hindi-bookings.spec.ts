import { expect, type Page, test } from "@playwright/test";
import { callRest, signInForToken } from "../support/data-api";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { bookFreeTime } from "../support/bookings";
import { HOME_POOJA, ROOT_POOJA } from "../support/offerings";
import { completeBooking } from "../support/practice";
import {
  createVerifiedProvider,
  indiaDate,
  type OfferingSpec,
  respondToBooking,
} from "../support/providers";
import { createUser, signIn, signInOnNewPage } from "../support/users";

/** A verified pujari who offers `offering`, and Meera Sharma, a devotee; each signed in. */
async function pujariAndMeera(offering: OfferingSpec) {
  const pujari = await createVerifiedProvider("pujari", [offering]);
  const devotee = await createUser({ roles: ["devotee"], fullName: "Meera Sharma" });
  const [devoteeToken, pujariToken] = [
    await signInForToken(devotee),
    await signInForToken(pujari.user),
  ];
  return { pujari, devotee, devoteeToken, pujariToken };
}

/** Waits until the screen's first heading shows, then scans the page for English. */
async function expectScreenInHindi(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expectNoEnglish(page);
}

test("a devotee's dashboard, booking screens, payment, cancellation and review speak Hindi", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { pujari, devotee, devoteeToken, pujariToken } = await pujariAndMeera(ROOT_POOJA);

  // Two bookings through the API: one still open (to pay or cancel), one completed (to review).
  const open = await bookFreeTime(devoteeToken, pujari, ROOT_POOJA, { index: -1 });
  const done = await bookFreeTime(devoteeToken, pujari, ROOT_POOJA);
  await completeBooking(pujariToken, done.id, ROOT_POOJA.duration_minutes);

  await signIn(page, devotee);
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
  await chooseHindi(page);

  // One page load in Hindi, then links, as a devotee moves through the app.
  await page.goto("/devotee-dashboard");
  await expectScreenInHindi(page, "स्वागत है, Meera Sharma");
  await expect(page.getByRole("heading", { name: "हाल की बुकिंग" })).toBeVisible();
  await expect(page.getByRole("link", { name: ROOT_POOJA.title }).first()).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole("link", { name: "सभी बुकिंग" }).click();
  await expectScreenInHindi(page, "मेरी बुकिंग");
  const bookings = page.getByRole("main").getByRole("link", { name: ROOT_POOJA.title });
  await expect(bookings).toHaveCount(2);

  // The open booking (the later one, listed first): its timeline, the payment to make, and
  // the cancel dialog.
  await bookings.first().click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${open.id}$`));
  await expect(page.getByRole("list", { name: "क्रम" })).toContainText("अनुरोध भेजा गया");
  await expect(page.getByRole("region", { name: "भुगतान" })).toContainText("अभी भुगतान नहीं हुआ है।");
  await expectNoEnglish(page);
  await page.getByRole("button", { name: "बुकिंग रद्द करें" }).click();
  const dialog = page.getByRole("dialog", { name: "क्या यह बुकिंग रद्द करें?" });
  await expect(dialog).toContainText("आपको लौटाया जाएगा");
  await expectNoEnglish(page);
  await dialog.getByRole("button", { name: "बुकिंग रखें" }).click();
  await expect(dialog).toBeHidden();

  // The completed booking: the review form, a review sent, and the review as others see it.
  await page.getByRole("link", { name: "← बुकिंग" }).click();
  await bookings.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${done.id}$`));
  await expect(page.getByRole("heading", { name: "कैसा रहा?" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("button", { name: "समीक्षा भेजें" }).click();
  await expect(page.getByText("1 से 5 तारे चुनें", { exact: true })).toBeVisible();
  const stars = page.getByRole("group", { name: "आपकी रेटिंग" });
  await stars.getByRole("radio", { name: "1 तारा" }).focus();
  await page.keyboard.press("Space");
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
  await expect(stars.getByRole("radio", { name: "4 तारे" })).toBeChecked();
  await expect(stars).toContainText("5 में से 4 तारे");
  await page.getByRole("button", { name: "समीक्षा भेजें" }).click();
  await expect(page.getByRole("status")).toContainText("धन्यवाद। आपकी समीक्षा प्रकाशित हो गई है।");
  await expect(page.getByRole("button", { name: "समीक्षा बदलें" })).toBeVisible();
  await expectNoEnglish(page);

  // /book, then the offering's form, which says what is missing in Hindi.
  await page.getByRole("link", { name: "← बुकिंग" }).click();
  await page.getByRole("link", { name: "पूजा बुक करें" }).click();
  await expectScreenInHindi(page, "पूजा, कथा या परामर्श बुक करें");
  await expect(page.getByText(pujari.name).first()).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("link", { name: `${pujari.name} के साथ ${ROOT_POOJA.title} बुक करें` }).click();
  // Tomorrow: late in India's evening, today may have one free time left, or none.
  await page.getByLabel("तारीख", { exact: true }).fill(indiaDate(1));
  await expect(
    page.getByRole("group", { name: "खाली समय" }).getByRole("radio").first(),
  ).toBeAttached();
  await expectScreenInHindi(page, `${ROOT_POOJA.title} बुक करें`);
  await page.getByRole("button", { name: "बुकिंग पक्की करें" }).click();
  await expect(page.getByText("खाली समयों में से एक चुनें")).toBeVisible();
  await expectNoEnglish(page);

  // A time chosen: the request is sent and its booking opens.
  await page.getByRole("group", { name: "खाली समय" }).getByRole("radio").nth(1).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "बुकिंग पक्की करें" }).click();
  await expect(page).toHaveURL(/\/bookings\/[\w-]+$/);
  await expect(page.getByRole("list", { name: "क्रम" })).toContainText("अनुरोध भेजा गया");
  await expectNoEnglish(page);
});

test("a paid booking's timeline, its refund and the devotee's notifications speak Hindi", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { pujari, devotee, devoteeToken, pujariToken } = await pujariAndMeera(ROOT_POOJA);
  const booking = await bookFreeTime(devoteeToken, pujari, ROOT_POOJA, { days: 4 });
  await respondToBooking(pujariToken, booking.id, true);

  await signIn(page, devotee);
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
  await chooseHindi(page);
  await page.goto(`/bookings/${booking.id}`);
  await page.getByRole("button", { name: "₹1,100 का भुगतान करें" }).click();
  // The test gateway's own page stands in for Razorpay's, which speaks its own languages.
  await expect(page).toHaveURL(/\/functions\/v1\/payments\/test\/checkout\//);
  await page.getByRole("button", { name: "Pay successfully" }).click();
  const timeline = page.getByRole("list", { name: "क्रम" });
  await expect(timeline).toContainText("₹1,100 का भुगतान ऑनलाइन (परीक्षण भुगतान) हुआ।");
  await expectNoEnglish(page);

  await page.getByRole("button", { name: "बुकिंग रद्द करें" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "हाँ, रद्द करें" }).click();
  await expect(timeline).toContainText("₹1,100 का रिफ़ंड उसी माध्यम में शुरू हो गया है जिससे भुगतान हुआ था।");
  await expectNoEnglish(page);

  // The bell: the confirmation and the refund, worded in Hindi around the booking's own title.
  await page.getByRole("button", { name: /^सूचनाएँ/ }).click();
  const panel = page.getByRole("dialog", { name: "सूचनाएँ" });
  await expect(panel.getByRole("link", { name: "आपकी बुकिंग पक्की हो गई है" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "आपका रिफ़ंड आ रहा है" })).toBeVisible();
  await expect(panel).toContainText(
    `${ROOT_POOJA.title} के ₹1,100। बैंक में दिखने में कुछ कार्य-दिवस लग सकते हैं।`,
  );
  await expectNoEnglish(page);
});

test("a pujari's record of a cash payment and reply to a review, and a devotee's report of it, speak Hindi", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { pujari, devotee, devoteeToken, pujariToken } = await pujariAndMeera(HOME_POOJA);
  const booking = await bookFreeTime(
    devoteeToken,
    pujari,
    HOME_POOJA,
    {},
    { contact_phone: "+91 98765 43210", address: "14 Koregaon Park, Pune" },
  );
  await completeBooking(pujariToken, booking.id, HOME_POOJA.duration_minutes);
  // The review as the devotee's own screen writes it (hindi-bookings' first test drives that form).
  await callRest(
    "POST",
    "/rest/v1/reviews",
    { booking_id: booking.id, author_id: devotee.id, rating: 5, body: "Every mantra explained." },
    devoteeToken,
  );

  // The pujari records the cash paid after the pooja, then replies to the review.
  await signIn(page, pujari.user);
  await chooseHindi(page);
  await page.goto(`/bookings/${booking.id}`);
  const payment = page.getByRole("region", { name: "भुगतान" });
  await expect(payment).toContainText("दर्ज करें कि भक्त ने पूजा के बाद ₹2,100 कैसे दिए।");
  await expectNoEnglish(page);
  await payment.getByRole("button", { name: "नकद मिले" }).click();
  await expect(payment.getByRole("button", { name: "नकद मिले" })).toHaveCount(0);
  await expectNoEnglish(page);

  await page.goto("/profile");
  const received = page.getByRole("list", { name: "आपकी समीक्षाएँ" });
  await expect(received).toContainText("Every mantra explained.");
  await received.getByRole("button", { name: "Meera को जवाब दें" }).click();
  await received.getByRole("button", { name: "जवाब भेजें" }).click();
  await expect(received.getByText("अपना जवाब लिखें")).toBeVisible();
  await expectNoEnglish(page);
  await received.getByLabel("Meera को आपका जवाब").fill("Dhanyavaad, Meera ji.");
  await received.getByRole("button", { name: "जवाब भेजें" }).click();
  await expect(received.getByText("Dhanyavaad, Meera ji.")).toBeVisible();
  await expectNoEnglish(page);

  // Another devotee reads the reply on the pujari's page and reports the review, twice.
  const reporter = await signInOnNewPage(browser, await createUser({ roles: ["devotee"] }));
  await chooseHindi(reporter);
  await reporter.goto(`/connect/${pujari.slug}`);
  await expect(reporter.getByText("Dhanyavaad, Meera ji.")).toBeVisible();
  await expectNoEnglish(reporter);
  const report = reporter.getByRole("dialog", { name: "इस समीक्षा की शिकायत करें" });
  await reporter
    .getByRole("button", { name: /समीक्षा की शिकायत/ })
    .first()
    .click();
  await report.getByRole("button", { name: "शिकायत भेजें" }).click();
  await expect(report.getByText("कम से कम 10 अक्षरों में बताएँ कि क्या गलत है")).toBeVisible();
  await expectNoEnglish(reporter);
  await report.getByLabel("क्या गलत है?").fill("Not a real booking; written by a friend.");
  await report.getByRole("button", { name: "शिकायत भेजें" }).click();
  await expect(report).toBeHidden();
  await expect(
    reporter.getByText("धन्यवाद। हमारी टीम 2 कामकाजी दिनों में इसे देखेगी।", { exact: true }),
  ).toBeVisible();
  await expectNoEnglish(reporter);
  await reporter
    .getByRole("button", { name: /समीक्षा की शिकायत/ })
    .first()
    .click();
  await report.getByLabel("क्या गलत है?").fill("Still there after a day.");
  await report.getByRole("button", { name: "शिकायत भेजें" }).click();
  await expect(report.getByRole("alert")).toHaveText(
    "आप इसकी शिकायत पहले ही कर चुके हैं; हमारी टीम इसे देख रही है।",
  );
  await expectNoEnglish(reporter);
});
