/** The texts of the e-mails background jobs send: plain, readable, naming the product. */
import { describeCancellationPolicy } from "@bhakti-setu/common/cancellation-policy.ts";
import { cancellationPolicyEn } from "@bhakti-setu/common/cancellation-policy.en.ts";
import { clause, formatIst, formatPaise, MAIL_FOOTER, type MailText } from "./mail-format.ts";
import { meetingLines, reasonLine } from "./booking-mail-lines.ts";
import type { MailLocale } from "../messaging/mail-locale.ts";
import { formatRupees } from "../payments/receipts/format-rupees.ts";
import type { ReceiptFacts } from "../payments/repositories/receipt-facts.ts";
import * as hindi from "./job-mail-hindi.ts";
import type { AdminInviteMailFacts } from "./repositories/admin-invite-mail-facts.ts";
import type { AnnouncementMailFacts } from "./repositories/announcement-mail-facts.ts";
import type { BookingMailFacts } from "./repositories/booking-mail-facts.ts";
import type { BookingMeeting } from "./repositories/booking-meeting.ts";
import type { LiveMailFacts } from "./repositories/live-mail-facts.ts";
import type { VerificationMailFacts } from "./repositories/verification-mail-facts.ts";

const PRODUCT = "Bhakti Setu";
const FOOTER = MAIL_FOOTER.en;

function describeRefund(facts: BookingMailFacts): string {
  if (facts.refundable_paise === null || facts.price_paise === 0) return "";
  const kept = facts.price_paise - facts.refundable_paise;
  return kept === 0
    ? `\n\nThe full amount of ${formatPaise(facts.price_paise, "en")} is refundable.`
    : `\n\nRefundable: ${formatPaise(facts.refundable_paise, "en")} of ${formatPaise(facts.price_paise, "en")} (${formatPaise(kept, "en")} kept under the cancellation rule).`;
}

export function renderBookingMail(
  facts: BookingMailFacts,
  link: string,
  meeting?: BookingMeeting,
): MailText {
  if (facts.locale === "hi") return hindi.renderBookingMail(facts, link, meeting);
  const when = formatIst(facts.starts_at, "en");
  const what = `${facts.title}, ${when}`;
  const where = facts.status === "confirmed" ? meetingLines(facts, meeting, "en") : "";
  const open = `${where}\n\nSee the booking: ${link}`;
  switch (facts.status) {
    case "requested":
      return {
        subject: `New booking request: ${facts.title}`,
        text: `Namaste,\n\n${facts.devotee_name || "A devotee"} asks to book ${what}. Confirm or decline it before the start time, or it expires.${open}${FOOTER}`,
      };
    case "confirmed":
      return {
        subject: `Confirmed: ${facts.title}`,
        text: `Namaste,\n\nYour booking of ${what} is confirmed.\n\n${describeCancellationPolicy(facts, cancellationPolicyEn)}${open}${FOOTER}`,
      };
    case "declined":
      return {
        subject: `Declined: ${facts.title}`,
        text: `Namaste,\n\nYour booking request for ${what} was declined.${reasonLine(facts.note, "en")}\n\nYou can choose another time or another provider.${open}${FOOTER}`,
      };
    case "completed":
      return {
        subject: `Completed: ${facts.title}`,
        text: `Namaste,\n\nYour booking of ${what} is marked completed. You can leave a review on the booking page.${open}${FOOTER}`,
      };
    case "cancelled": {
      const by = facts.cancelled_by === "devotee" ? "the devotee" : "the provider";
      return {
        subject: `Cancelled: ${facts.title}`,
        text: `Namaste,\n\nThe booking of ${what} was cancelled by ${by}.${reasonLine(facts.note, "en")}${describeRefund(facts)}${open}${FOOTER}`,
      };
    }
    default:
      return {
        subject: `Expired: ${facts.title}`,
        text: `Namaste,\n\nThe booking request for ${what} expired: it was not confirmed before its start time. Nothing is charged.${open}${FOOTER}`,
      };
  }
}

export function renderLiveReminderMail(facts: LiveMailFacts, link: string): MailText {
  if (facts.locale === "hi") return hindi.renderLiveReminderMail(facts, link);
  return {
    subject: `Starting in 15 minutes: ${facts.title}`,
    text: `Namaste,\n\n${facts.title} starts at ${formatIst(facts.starts_at, "en")} (${facts.venue}).\n\nJoin it here: ${link}\n\nThe attached calendar file adds it to your calendar.${FOOTER}`,
  };
}

export function renderLiveStartedMail(facts: LiveMailFacts, link: string): MailText {
  if (facts.locale === "hi") return hindi.renderLiveStartedMail(facts, link);
  return {
    subject: `Live now: ${facts.title}`,
    text: `Namaste,\n\n${facts.title} has just gone live.\n\nJoin it here: ${link}${FOOTER}`,
  };
}

export function renderTempleAnnouncementMail(facts: AnnouncementMailFacts, link: string): MailText {
  if (facts.locale === "hi") return hindi.renderTempleAnnouncementMail(facts, link);
  return {
    subject: `${facts.temple_name}: ${facts.title}`,
    text: `Namaste,\n\n${facts.body}\n\nMore: ${link}\n\nYou receive this because you follow ${facts.temple_name} on ${PRODUCT}; unfollow the temple to stop these messages.${FOOTER}`,
  };
}

export function renderAdminInviteMail(facts: AdminInviteMailFacts, link: string): MailText {
  if (facts.locale === "hi") return hindi.renderAdminInviteMail(facts, link);
  const who = facts.inviter_name ?? "An administrator";
  return {
    subject: `Help run ${facts.temple_name} on ${PRODUCT}`,
    text: `Namaste,\n\n${who} invites you to co-administer ${facts.temple_name} on ${PRODUCT}: its events, poojas, seva programs and community.\n\nSign in (or sign up) with this e-mail address and accept here: ${link}\n\nThe invitation is open until ${formatIst(facts.expires_at, "en")}. If you did not expect it, ignore this e-mail.${FOOTER}`,
  };
}

/** The note that carries a donation's receipt PDF (`receipt_number` set: the donation is paid). */
export function renderDonationReceiptMail(
  facts: ReceiptFacts & { receipt_number: string },
  link: string,
  locale: MailLocale,
): MailText {
  if (locale === "hi") return hindi.renderDonationReceiptMail(facts, link);
  return {
    subject: `Receipt ${facts.receipt_number}: your donation to ${facts.temple_name}`,
    text: `Namaste,\n\nThank you for your donation of ${formatRupees(facts.amount_paise)} to ${facts.program_title} at ${facts.temple_name}. Your receipt ${facts.receipt_number} is attached as a PDF; you can download it again, and a yearly statement, from your donations on ${PRODUCT}: ${link}${FOOTER}`,
  };
}

export function renderVerificationMail(
  facts: VerificationMailFacts,
  link: string,
  locale: MailLocale,
): MailText {
  if (locale === "hi") return hindi.renderVerificationMail(facts, link);
  const name = facts.subject_name;
  const isTemple = facts.kind === "temple";
  const profile = isTemple ? "Your temple's profile" : "Your profile";
  switch (facts.step) {
    case "submitted":
      return {
        subject: `We received the verification request for ${name}`,
        text: `Namaste,\n\nThank you: we have received the documents for ${name}. An administrator will review them, and we will e-mail you as soon as there is a decision.\n\nYou can follow it here: ${link}${FOOTER}`,
      };
    case "approved":
      return {
        subject: `${name} is verified`,
        text: `Namaste,\n\n${
          isTemple
            ? "Your temple is verified — devotees can now find it on Explore."
            : "Your profile is verified — devotees can now find you on Connect."
        }\n\nSee your profile: ${link}${FOOTER}`,
      };
    case "rejected":
      return {
        subject: `${name} was not approved yet`,
        text: `Namaste,\n\n${profile} was not approved: ${clause(facts.reason)}. Fix it and submit again from your dashboard: ${link}${FOOTER}`,
      };
    case "suspended":
      return {
        subject: `${name} is suspended`,
        text: `Namaste,\n\n${profile} is hidden from devotees for now: ${clause(facts.reason)}. If you think this is a mistake, please contact support and we will look at it again.\n\nYour profile: ${link}${FOOTER}`,
      };
    default:
      return {
        subject: `${name} is listed again`,
        text: `Namaste,\n\n${profile} is visible to devotees again. Thank you for your patience.\n\nSee your profile: ${link}${FOOTER}`,
      };
  }
}
