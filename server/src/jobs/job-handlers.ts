import { expireUnansweredBooking } from "./handlers/expire-booking.ts";
import { refundPayment } from "./handlers/refund-payment.ts";
import { sendAdminInvite } from "./handlers/send-admin-invite.ts";
import { sendBookingEmail } from "./handlers/send-booking-email.ts";
import { sendBookingReminder } from "./handlers/send-booking-reminder.ts";
import { sendCourseReminder } from "./handlers/send-course-reminder.ts";
import { sendDonationReceipt } from "./handlers/send-donation-receipt.ts";
import { sendEventReminder } from "./handlers/send-event-reminder.ts";
import { sendLiveReminder } from "./handlers/send-live-reminder.ts";
import { sendLiveStarted } from "./handlers/send-live-started.ts";
import { sendPaidMessage } from "./handlers/send-paid-message.ts";
import { sendRescheduleMessage } from "./handlers/send-reschedule-message.ts";
import { sendPhoneMessage } from "./handlers/send-phone-message.ts";
import { sendRefundMessage } from "./handlers/send-refund-message.ts";
import { sendTempleAnnouncement } from "./handlers/send-temple-announcement.ts";
import { sendVerificationEmail } from "./handlers/send-verification-email.ts";
import type { JobHandler } from "./job-context.ts";

/** Every job kind the database enqueues (see the jobs_and_notifications migration). */
export const jobHandlers: Readonly<Record<string, JobHandler>> = {
  "booking.email": sendBookingEmail,
  "booking.expire": expireUnansweredBooking,
  "booking.paid_message": sendPaidMessage,
  "booking.reminder": sendBookingReminder,
  "booking.reschedule_message": sendRescheduleMessage,
  "course.reminder": sendCourseReminder,
  "donation.receipt": sendDonationReceipt,
  "event.reminder": sendEventReminder,
  "live.reminder": sendLiveReminder,
  "live.started": sendLiveStarted,
  "message.phone": sendPhoneMessage,
  "payment.refund": refundPayment,
  "payment.refunded": sendRefundMessage,
  "temple.announcement": sendTempleAnnouncement,
  "temple.admin_invite": sendAdminInvite,
  "verification.email": sendVerificationEmail,
};
