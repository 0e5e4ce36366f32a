import type { ReactNode } from "react";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import type { AppNotification } from "../api/list-notifications";
import type { notificationKindMessages } from "../kinds.messages";

type KindMessages = (typeof notificationKindMessages)["en"];

export interface NotificationText {
  title: ReactNode;
  body: ReactNode;
}

/** A name or title as its author wrote it: never translated. */
function AsWritten({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}

/** Free text a person wrote (a reply, an announcement, a reason): shown as written. */
function TheirWords({ children }: { children: string }) {
  return <span data-user-content>{children}</span>;
}

/** The stored English, for kinds the app does not word and rows saved without their values. */
function asStored({ title, body }: AppNotification): NotificationText {
  return {
    title: <TheirWords>{title}</TheirWords>,
    body: body ? <TheirWords>{body}</TheirWords> : null,
  };
}

/** A notification in the reader's language, from its kind and the values stored with it. */
export function wordNotification(notification: AppNotification, m: KindMessages): NotificationText {
  return wordKind(notification, m) ?? asStored(notification);
}

function wordKind(notification: AppNotification, m: KindMessages): NotificationText | null {
  const { kind, params } = notification;
  const name = (key: string) =>
    typeof params[key] === "string" ? <AsWritten>{params[key]}</AsWritten> : null;
  const amount = typeof params.amount_paise === "number" ? formatPaise(params.amount_paise) : null;
  const startsAt = typeof params.starts_at === "string" ? params.starts_at : null;
  const payee =
    params.payee === "provider" || params.payee === "temple" ? m.payees[params.payee] : null;
  // Kinds whose body is the booking's, offering's or reply's own words need no values.
  const storedBody = notification.body ? <AsWritten>{notification.body}</AsWritten> : null;

  switch (kind) {
    case "booking_requested":
    case "booking_confirmed":
    case "booking_declined":
    case "booking_cancelled":
    case "booking_completed":
    case "booking_expired":
    case "booking_meeting_changed":
    case "booking_rescheduled":
    case "booking_time_proposed":
    case "booking_time_accepted":
    case "booking_time_declined":
      return { title: m[kind], body: storedBody };
    case "review_reply":
      return { title: m.review_reply, body: <TheirWords>{notification.body}</TheirWords> };
    // An administrator's note on a report about what the reader wrote or runs, as they wrote it.
    case "report_warning":
    case "review_removed":
      return { title: m[kind], body: <TheirWords>{notification.body}</TheirWords> };
    case "live_reminder":
    case "live_started": {
      const session = name("session");
      return session && { title: m[kind](session), body: storedBody };
    }
    // A booking's or a course's session, so many hours from now.
    case "booking_reminder":
    case "course_reminder": {
      const title = name("title");
      const hours = Number(params.hours_before);
      if (!title || !startsAt || !(hours > 0)) return null;
      return {
        title: m[kind].title(title, hours),
        body: m[kind].body(formatIstDateTime(startsAt)),
      };
    }
    case "event_reminder": {
      const event = name("event");
      const temple = name("temple");
      if (!event || !temple || !startsAt) return null;
      return {
        title: m.event_reminder.title(event),
        body: m.event_reminder.body(temple, formatIstDateTime(startsAt)),
      };
    }
    case "course_enrolled": {
      const course = name("title");
      const devotee = params.devotee ? name("devotee") : null;
      return (
        course && {
          title: m.course_enrolled.title(course),
          body: devotee && m.course_enrolled.body(devotee),
        }
      );
    }
    case "course_cancelled": {
      const course = name("title");
      return course && { title: m.course_cancelled.title(course), body: m.course_cancelled.body };
    }
    case "event_cancelled": {
      const event = name("event");
      return event && { title: m.event_cancelled.title(event), body: m.event_cancelled.body };
    }
    case "pooja_recording": {
      const booking = name("title");
      return booking && { title: m.pooja_recording.title, body: m.pooja_recording.body(booking) };
    }
    case "temple_invitation": {
      const temple = name("temple");
      return temple && { title: m.temple_invitation.title(temple), body: m.temple_invitation.body };
    }
    case "offering_authorised": {
      const temple = name("temple");
      return temple && { title: m.offering_authorised(temple), body: storedBody };
    }
    case "verification_approved":
    case "verification_rejected":
    case "verification_suspended":
    case "verification_reinstated":
      return wordVerification(kind, notification, m);
    case "report_resolved":
      return params.status === "actioned" || params.status === "dismissed"
        ? { title: m.report_resolved.title, body: m.report_resolved[params.status] }
        : null;
    case "refund_pending":
    case "refund_processed": {
      const title = name("title");
      if (!title || !amount) return null;
      return {
        title: kind === "refund_pending" ? m.refund_pending.title : m.refund_processed,
        body: m.refund_pending.body(amount, title),
      };
    }
    case "refund_due": {
      const title = name("title");
      const payer = name("payer");
      if (!title || !amount) return null;
      if (params.side === "payee" && payer) {
        const words = m.refund_due_from_payee;
        return { title: words.title, body: words.body(amount, payer, title) };
      }
      if (params.side !== "payer" || !payee) return null;
      const words = m.refund_due_to_payer;
      return { title: words.title, body: words.body(payee, amount, title) };
    }
    case "refund_returned": {
      const title = name("title");
      if (!title || !amount || !payee) return null;
      const words = m.refund_returned;
      return { title: words.title, body: words.body(payee, amount, title) };
    }
    case "payment_received":
    case "payment_confirmed": {
      const title = name("title");
      return title && amount ? { title: m[kind], body: m.amountFor(amount, title) } : null;
    }
    case "upi_payment_sent": {
      const [payer, title] = [name("payer"), name("title")];
      const reference = params.reference;
      if (!payer || !title || !amount || typeof reference !== "string") return null;
      const words = m.upi_payment_sent;
      return { title: words.title, body: words.body(payer, amount, title, reference) };
    }
    case "upi_payment_not_received": {
      const title = name("title");
      const reference = params.reference;
      if (!title || !amount || typeof reference !== "string") return null;
      const words = m.upi_payment_not_received;
      return { title: words.title, body: words.body(amount, title, reference) };
    }
    default:
      return null;
  }
}

type VerificationKind =
  | "verification_approved"
  | "verification_rejected"
  | "verification_suspended"
  | "verification_reinstated";

function wordVerification(
  kind: VerificationKind,
  { params }: AppNotification,
  m: KindMessages,
): NotificationText | null {
  if (typeof params.subject !== "string") return null;
  const subject = <AsWritten>{params.subject}</AsWritten>;
  const reason =
    typeof params.reason === "string" ? <TheirWords>{params.reason}</TheirWords> : null;
  switch (kind) {
    case "verification_approved":
      return {
        title: m[kind].title(subject),
        body: params.subject_kind === "temple" ? m[kind].temple : m[kind].provider,
      };
    case "verification_rejected":
    case "verification_suspended":
      return reason && { title: m[kind].title(subject), body: m[kind].body(reason) };
    case "verification_reinstated":
      return { title: m[kind].title(subject), body: m[kind].body };
  }
}
