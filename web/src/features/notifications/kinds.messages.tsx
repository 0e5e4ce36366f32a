import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

/**
 * What each kind of notification says, from the values the database stored with it (see
 * supabase/migrations/*_worded_by_the_app.sql). Names and titles arrive as elements marked as
 * written; amounts arrive formatted.
 */
export const notificationKindMessages = defineMessages("notification-kinds", {
  booking_requested: "New booking request",
  booking_confirmed: "Your booking is confirmed",
  booking_declined: "Your booking was declined",
  booking_cancelled: "A booking was cancelled",
  booking_completed: "How was it?",
  booking_expired: "Your booking request expired",
  booking_rescheduled: "A booking was moved",
  booking_time_proposed: "A new time is proposed for your booking",
  booking_time_accepted: "The devotee accepted the new time",
  booking_time_declined: "The devotee kept the original time",
  booking_meeting_changed: "The meeting link of your booking changed",
  review_reply: "Your review has a reply",
  report_warning: "A warning from the administrators",
  review_removed: "Your review was removed",
  live_reminder: (session: ReactNode) => <>Starting in 15 minutes: {session}</>,
  live_started: (session: ReactNode) => <>Live now: {session}</>,
  booking_reminder: {
    title: (booking: ReactNode, hours: number) => (
      <>
        Reminder: {booking} in {hours === 1 ? "1 hour" : `${hours} hours`}
      </>
    ),
    body: (when: string) => `Starts ${when}.`,
  },
  event_reminder: {
    title: (event: ReactNode) => <>Tomorrow: {event}</>,
    body: (temple: ReactNode, when: string) => (
      <>
        At {temple}, {when}.
      </>
    ),
  },
  course_enrolled: {
    title: (course: ReactNode) => <>A devotee enrolled in {course}</>,
    body: (devotee: ReactNode) => <>{devotee} holds a seat.</>,
  },
  course_cancelled: {
    title: (course: ReactNode) => <>Cancelled: {course}</>,
    body: "The teacher cancelled this course. If you paid, the money is refunded in full.",
  },
  course_reminder: {
    title: (course: ReactNode, hours: number) => (
      <>
        Reminder: {course} in {hours === 1 ? "1 hour" : `${hours} hours`}
      </>
    ),
    body: (when: string) => `The session starts ${when}. The join link is in your bookings.`,
  },
  event_cancelled: {
    title: (event: ReactNode) => <>Cancelled: {event}</>,
    body: "The temple has cancelled this event. Your registration is withdrawn.",
  },
  pooja_recording: {
    title: "Your pooja was performed",
    body: (booking: ReactNode) => <>Watch the recording: {booking}</>,
  },
  temple_invitation: {
    title: (temple: ReactNode) => <>{temple} invites you to join its gurus</>,
    body: "Accept or decline under Temples.",
  },
  offering_authorised: (temple: ReactNode) => <>{temple} authorised your offering</>,
  verification_approved: {
    title: (subject: ReactNode) => <>{subject} is verified</>,
    provider: "Devotees can now find you on Connect.",
    temple: "Devotees can now find your temple on Explore.",
  },
  verification_rejected: {
    title: (subject: ReactNode) => <>{subject} was not approved</>,
    body: (reason: ReactNode) => <>{reason} Fix it and submit again.</>,
  },
  verification_suspended: {
    title: (subject: ReactNode) => <>{subject} is suspended</>,
    body: (reason: ReactNode) => <>{reason} Devotees cannot see it until it is reinstated.</>,
  },
  verification_reinstated: {
    title: (subject: ReactNode) => <>{subject} is listed again</>,
    body: "Devotees can see it again.",
  },
  report_resolved: {
    title: "Thank you for your report",
    actioned: "We looked into what you reported and acted on it.",
    dismissed: "We looked into what you reported and found it within our guidelines.",
  },
  payees: { provider: "provider", temple: "temple" },
  refund_pending: {
    title: "Your refund is on its way",
    body: (amount: string, title: ReactNode) => (
      <>
        {amount} for {title}. Your bank may take a few working days to show it.
      </>
    ),
  },
  refund_processed: "Your refund was processed",
  refund_due_to_payer: {
    title: "A refund is due to you",
    body: (payee: string, amount: string, title: ReactNode) => (
      <>
        The {payee} will return {amount} for {title} to you directly.
      </>
    ),
  },
  refund_due_from_payee: {
    title: "Return a payment",
    body: (amount: string, payer: ReactNode, title: ReactNode) => (
      <>
        Return {amount} to {payer} for {title}, then mark it returned.
      </>
    ),
  },
  refund_returned: {
    title: "Your refund was returned",
    body: (payee: string, amount: string, title: ReactNode) => (
      <>
        The {payee} says they returned {amount} for {title}. Tell them if it has not reached you.
      </>
    ),
  },
  payment_received: "Payment received",
  payment_confirmed: "Your UPI payment was confirmed",
  amountFor: (amount: string, title: ReactNode) => (
    <>
      {amount} for {title}
    </>
  ),
  upi_payment_sent: {
    title: "Confirm a UPI payment",
    body: (payer: ReactNode, amount: string, title: ReactNode, reference: string) => (
      <>
        {payer} says they paid {amount} by UPI for {title} (reference {reference}). Confirm it once
        it is in your account.
      </>
    ),
  },
  upi_payment_not_received: {
    title: "Your UPI payment was not received",
    body: (amount: string, title: ReactNode, reference: string) => (
      <>
        The payee has not received {amount} for {title} (reference {reference}). Check with your
        bank, then pay again.
      </>
    ),
  },
});
