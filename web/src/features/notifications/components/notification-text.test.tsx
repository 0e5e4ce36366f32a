import { render } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { messagesOf, setLocale } from "@/lib/i18n/locale-store";
import type { AppNotification } from "../api/list-notifications";
import { notificationKindMessages } from "../kinds.messages";
import { wordNotification } from "./notification-text";

/** Notifications as the database writes them: its English, and the values stored beside it. */
const written: Pick<AppNotification, "kind" | "title" | "body" | "params">[] = [
  {
    kind: "booking_confirmed",
    title: "Your booking is confirmed",
    body: "Gita Consultation",
    params: {},
  },
  {
    kind: "live_reminder",
    title: "Starting in 15 minutes: Sandhya Aarti",
    body: "Shiv Mandir",
    params: { session: "Sandhya Aarti" },
  },
  {
    kind: "event_cancelled",
    title: "Cancelled: Kartik Deepotsav",
    body: "The temple has cancelled this event. Your registration is withdrawn.",
    params: { event: "Kartik Deepotsav" },
  },
  {
    kind: "temple_invitation",
    title: "Shiv Mandir invites you to join its gurus",
    body: "Accept or decline under Temples.",
    params: { temple: "Shiv Mandir" },
  },
  {
    kind: "verification_suspended",
    title: "Pandit Sharma is suspended",
    body: "Complaints of overcharging Devotees cannot see it until it is reinstated.",
    params: {
      subject: "Pandit Sharma",
      subject_kind: "provider",
      reason: "Complaints of overcharging",
    },
  },
  {
    kind: "verification_approved",
    title: "Shiv Mandir is verified",
    body: "Devotees can now find your temple on Explore.",
    params: { subject: "Shiv Mandir", subject_kind: "temple", reason: null },
  },
  {
    kind: "report_resolved",
    title: "Thank you for your report",
    body: "We looked into what you reported and found it within our guidelines.",
    params: { status: "dismissed" },
  },
  {
    kind: "refund_pending",
    title: "Your refund is on its way",
    body: "₹1,100 for Gita Consultation. Your bank may take a few working days to show it.",
    params: { amount_paise: 110_000, title: "Gita Consultation" },
  },
  {
    kind: "refund_due",
    title: "Return a payment",
    body: "Return ₹550 to devotee for Gita Consultation, then mark it returned.",
    params: { side: "payee", payer: "devotee", amount_paise: 55_000, title: "Gita Consultation" },
  },
  {
    kind: "refund_due",
    title: "A refund is due to you",
    body: "The provider will return ₹550 for Gita Consultation to you directly.",
    params: { side: "payer", payee: "provider", amount_paise: 55_000, title: "Gita Consultation" },
  },
  {
    kind: "upi_payment_sent",
    title: "Confirm a UPI payment",
    body: "devotee says they paid ₹1,100 by UPI for Gita Consultation (reference 412345678901). Confirm it once it is in your account.",
    params: {
      payer: "devotee",
      amount_paise: 110_000,
      title: "Gita Consultation",
      reference: "412345678901",
    },
  },
  {
    kind: "upi_payment_not_received",
    title: "Your UPI payment was not received",
    body: "The payee has not received ₹1,100 for Gita Consultation (reference 412345678901). Check with your bank, then pay again.",
    params: { amount_paise: 110_000, title: "Gita Consultation", reference: "412345678901" },
  },
  {
    kind: "refund_returned",
    title: "Your refund was returned",
    body: "The provider says they returned ₹550 for Gita Consultation. Tell them if it has not reached you.",
    params: { payee: "provider", amount_paise: 55_000, title: "Gita Consultation" },
  },
  {
    kind: "payment_confirmed",
    title: "Your UPI payment was confirmed",
    body: "₹1,100 for Gita Consultation",
    params: { amount_paise: 110_000, title: "Gita Consultation" },
  },
  {
    kind: "booking_time_proposed",
    title: "A new time is proposed for your booking",
    body: "Gita Consultation",
    params: { title: "Gita Consultation", starts_at: "2026-12-02T09:30:00Z" },
  },
  {
    kind: "report_warning",
    title: "A warning from the administrators",
    body: "Please keep bookings on Bhakti Setu; do not ask for payment outside it.",
    params: {
      note: "Please keep bookings on Bhakti Setu; do not ask for payment outside it.",
      subject_kind: "provider",
    },
  },
  {
    kind: "review_removed",
    title: "Your review was removed",
    body: "It shared a phone number, which reviews may not.",
    params: { note: "It shared a phone number, which reviews may not.", subject_kind: "review" },
  },
  {
    kind: "course_cancelled",
    title: "Cancelled: Gita evenings",
    body: "The teacher cancelled this course. If you paid, the money is refunded in full.",
    params: { title: "Gita evenings" },
  },
  {
    kind: "course_enrolled",
    title: "A devotee enrolled in Gita evenings",
    body: "Sita Devi holds a seat.",
    params: { title: "Gita evenings", devotee: "Sita Devi" },
  },
];

const notification = (n: (typeof written)[number]): AppNotification => ({
  ...n,
  id: "n1",
  link: "/bookings",
  read_at: null,
  created_at: "2026-11-23T04:30:00Z",
});

function show(n: AppNotification) {
  const { title, body } = wordNotification(n, messagesOf(notificationKindMessages));
  const { container } = render(
    <>
      <p>{title}</p>
      <p>{body}</p>
    </>,
  );
  const [titleText, bodyText] = [...container.querySelectorAll("p")].map((p) => p.textContent);
  const marked = [...container.querySelectorAll("[translate=no], [data-user-content]")].map(
    (element) => element.textContent,
  );
  container.remove();
  return { title: titleText, body: bodyText, marked };
}

afterAll(() => setLocale("en"));

describe("wordNotification", () => {
  it.each(written.map((n) => [`${n.kind} ${n.title}`, n] as const))(
    "in English, says what the database wrote: %s",
    (_, n) => {
      expect(show(notification(n))).toMatchObject({ title: n.title, body: n.body });
    },
  );

  it("in Hindi, words each kind in Hindi, keeping names and amounts as written", async () => {
    await setLocale("hi");
    for (const n of written) {
      const shown = show(notification(n));
      expect(shown.title, n.kind).toMatch(/[\u0900-\u097F]/);
      // Everything Latin on screen is inside a name or text someone wrote.
      const rest = `${shown.title} ${shown.body}`.replaceAll(/\s+/g, " ");
      const unmarked = shown.marked.reduce((text, name) => text.replace(name ?? "", ""), rest);
      expect(unmarked.replace(/\b(UPI)\b/g, ""), n.kind).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(show(notification(written[7]!)).body).toBe(
      "Gita Consultation के ₹1,100। बैंक में दिखने में कुछ कार्य-दिवस लग सकते हैं।",
    );
  });

  it("shows the stored English, marked as written, for an unknown kind or missing values", async () => {
    await setLocale("hi");
    for (const n of [
      {
        kind: "temple_announcement",
        title: "Diwali timings",
        body: "Open till midnight",
        params: {},
      },
      { kind: "refund_pending", title: "Your refund is on its way", body: "₹5 for X.", params: {} },
    ]) {
      const shown = show(notification(n));
      expect(shown).toEqual({ title: n.title, body: n.body, marked: [n.title, n.body] });
    }
  });

  it("words reminders from their values, with the start in IST, in English and Hindi", async () => {
    const reminder = notification({
      kind: "booking_reminder",
      title: "Reminder: Gita Consultation in 24 hours",
      body: "Starts Saturday, 12 December 2026 at 10:00 am IST.",
      params: { title: "Gita Consultation", hours_before: "1", starts_at: "2026-12-12T04:30:00Z" },
    });
    const event = notification({
      kind: "event_reminder",
      title: "Tomorrow: Deepotsav",
      body: "At Shiv Mandir, Saturday, 12 December 2026 at 10:00 am IST.",
      params: { event: "Deepotsav", temple: "Shiv Mandir", starts_at: "2026-12-12T04:30:00Z" },
    });
    const course = notification({
      kind: "course_reminder",
      title: "Gita evenings starts in 24 hours",
      body: "With Guru Ji, Saturday, 12 December 2026 at 10:00 am IST.",
      params: { title: "Gita evenings", hours_before: "24", starts_at: "2026-12-12T04:30:00Z" },
    });
    await setLocale("en");
    expect(show(course)).toMatchObject({ title: "Reminder: Gita evenings in 24 hours" });
    expect(show(course).body).toMatch(/^The session starts Sat, 12 Dec, 10:00 am IST/);
    expect(show(reminder)).toMatchObject({ title: "Reminder: Gita Consultation in 1 hour" });
    expect(show(reminder).body).toMatch(/^Starts Sat, 12 Dec, 10:00 am IST/);
    expect(show(event)).toMatchObject({ title: "Tomorrow: Deepotsav" });
    expect(show(event).body).toMatch(/^At Shiv Mandir, .*10:00/);
    await setLocale("hi");
    expect(show(reminder).title).toBe("याद दिलाना: Gita Consultation 1 घंटे में");
    expect(show(event).title).toBe("कल: Deepotsav");
    expect(show(event).body).toMatch(/^Shiv Mandir में, .*10:00/);
  });
});
