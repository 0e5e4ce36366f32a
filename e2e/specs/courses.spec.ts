import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { callRest, signInForToken } from "../support/data-api";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { expectFitAndAccessibleAt320 } from "../support/layout";
import { createVerifiedProvider, type TestProvider } from "../support/providers";
import { createUser, signIn } from "../support/users";

const DAY = 86_400_000;

/** datetime-local's value for India time `days` from now at `time`. */
function istInput(days: number, time: string): string {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * DAY),
  );
  return `${date}T${time}`;
}

function provider(): Promise<TestProvider> {
  return createVerifiedProvider("guru", [
    {
      kind: "consultation",
      title: "Gita guidance",
      mode: "online",
      duration_minutes: 30,
      price_paise: 50_000,
    },
  ]);
}

/** A course made through create_course as the guru's own screen does. */
async function createCourseAs(guru: TestProvider, title: string, pricePaise: number) {
  const token = await signInForToken(guru.user);
  return callRest<{ id: string }>(
    "POST",
    "/rest/v1/rpc/create_course",
    {
      title,
      description: "Satsang and questions",
      price_paise: pricePaise,
      sessions: [3, 4].map((days) => ({
        starts_at: new Date(Date.now() + days * DAY).toISOString(),
        duration_minutes: 60,
      })),
    },
    token,
  );
}

async function checkout(page: Page) {
  await expect(page).toHaveURL(/\/functions\/v1\/payments\/test\/checkout\//);
  await page.getByRole("button", { name: "Pay successfully" }).click();
}

test("a guru creates a course with two sessions and sees who enrolled", async ({ page }) => {
  test.setTimeout(90_000);
  const guru = await provider();
  await signIn(page, guru.user);
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expect(page.getByText("No courses yet")).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Upanishad evenings ${randomUUID().slice(0, 6)}`;
  await page.getByRole("button", { name: "New course" }).first().click();
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("heading", { name: "New course" }) });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Isha and Kena");
  await form.getByLabel("Seat limit").fill("20");
  await form.getByLabel("Session 1: starts (IST)").fill(istInput(3, "18:30"));
  await form.getByRole("button", { name: "Add a session" }).click();
  await form.getByLabel("Session 2: starts (IST)").fill(istInput(4, "18:30"));
  await form.getByLabel("Session 2: minutes").fill("90");
  await expectFitAndAccessibleAt320(page, "the new-course form");
  await form.getByRole("button", { name: "Create course" }).click();

  const card = page.getByRole("heading", { level: 2, name: title });
  await expect(card).toBeVisible();
  await expect(page.getByText("6:30 pm", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("0 devotees enrolled")).toBeVisible();

  // The second session moves to a later evening, by keyboard.
  await page.getByRole("button", { name: "Change session 2" }).click();
  await page.getByLabel("Session 2: starts (IST)").fill(istInput(5, "19:15"));
  await page.getByLabel("Session 2: minutes").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Session moved" }).first()).toBeVisible();
  await expect(page.getByText(/7:15 pm IST.* · 90 min/)).toBeVisible();

  // A devotee enrols through the API; the guru sees the name after a reload.
  const [course] = await callRest<{ id: string }[]>(
    "GET",
    `/rest/v1/courses?select=id&title=eq.${encodeURIComponent(title)}`,
  );
  const devotee = await createUser({ fullName: "Sita Devi" });
  await callRest(
    "POST",
    "/rest/v1/rpc/enrol_in_course",
    { course_id: course!.id },
    await signInForToken(devotee),
  );
  await page.reload();
  await expect(page.getByText("1 devotee enrolled")).toBeVisible();
  await expect(page.getByText("Sita Devi")).toBeVisible();
  await expectFitAndAccessibleAt320(page, "/courses with a course");

  // Cancelling asks first, then tells the devotee.
  await page.getByRole("button", { name: "Cancel course" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${title}?` });
  await expect(dialog).toContainText("refunded in full");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel course" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change session 1" })).toBeHidden();
  const [notice] = await callRest<{ kind: string }[]>(
    "GET",
    `/rest/v1/notifications?select=kind&user_id=eq.${devotee.id}&kind=eq.course_cancelled`,
  );
  expect(notice?.kind).toBe("course_cancelled");
});

test("a devotee enrols in a free course by keyboard, pays for another, and finds both in bookings", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const guru = await provider();
  const free = `Japa basics ${randomUUID().slice(0, 6)}`;
  const paid = `Gita in depth ${randomUUID().slice(0, 6)}`;
  const freeCourse = await createCourseAs(guru, free, 0);
  const paidCourse = await createCourseAs(guru, paid, 50_100);
  const devotee = await createUser({ fullName: "Radha Kumari" });
  await signIn(page, devotee);

  // The provider's page lists both courses.
  await page.goto(`/connect/${guru.slug}`);
  const courses = page.getByRole("heading", { level: 2, name: "Courses" });
  await expect(courses).toBeVisible();
  await expect(page.getByRole("link", { name: paid })).toBeVisible();
  await page.getByRole("link", { name: free }).click();
  await expect(page).toHaveURL(new RegExp(`/connect/${guru.slug}/courses/${freeCourse.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: free })).toBeVisible();
  await expectFitAndAccessibleAt320(page, "a free course");

  const enrol = page.getByRole("button", { name: "Enrol for free" });
  await enrol.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "You are enrolled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join the session" })).toHaveAttribute(
    "href",
    /^https:\/\/meet\.jit\.si\//,
  );
  await expectNoAxeViolations(page);

  // The paid course: enrol, then pay through the test checkout.
  await page.goto(`/connect/${guru.slug}/courses/${paidCourse.id}`);
  await page.getByRole("button", { name: "Enrol and pay ₹501" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Pay to hold your seat" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Pay ₹501" }).click();
  await checkout(page);
  await expect(page).toHaveURL(new RegExp(`/courses/${paidCourse.id}\\?payment=`));
  await expect(page.getByRole("heading", { level: 2, name: "You are enrolled" })).toBeVisible();

  // Both in the devotee's bookings, each with its next session and join link.
  await page.goto("/bookings");
  const mine = page.getByRole("region", { name: "My courses" });
  await expect(mine.getByRole("link", { name: free })).toBeVisible();
  await expect(mine.getByRole("link", { name: paid })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Join the session" })).toHaveCount(2);
  await expectFitAndAccessibleAt320(page, "/bookings with courses");
});

test("the course page and the guru's courses read in Hindi", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const guru = await provider();
  const title = `Bhakti path ${randomUUID().slice(0, 6)}`;
  const course = await createCourseAs(guru, title, 0);
  const devotee = await createUser({ fullName: "Gopal Das" });
  await signIn(page, devotee);
  await chooseHindi(page);
  await page.goto(`/connect/${guru.slug}/courses/${course.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "निःशुल्क नामांकन करें" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);

  const context = await browser.newContext();
  const guruPage = await context.newPage();
  await signIn(guruPage, guru.user);
  await chooseHindi(guruPage);
  await guruPage.goto("/courses");
  await expect(guruPage.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectNoEnglish(guruPage);
  await context.close();
});
