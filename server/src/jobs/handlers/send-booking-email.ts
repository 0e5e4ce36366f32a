// booking.email: one recipient's message for one booking step, by e-mail and by the phone
// channels they chose.
import { bookingCalendarEvent } from "@bhakti-setu/common/booking-calendar-event.ts";
import { createCalendarFile } from "@bhakti-setu/common/calendar-file.ts";
import { z } from "zod";
import { PHONE_MESSAGE_KINDS, type PhoneMessageKind } from "../../messaging/phone-sender.ts";
import { deliverToPerson } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { renderBookingMail } from "../job-mail.ts";
import { formatShortIst, renderBookingPhoneTexts, shorten } from "../phone-texts.ts";
import { describeMeeting } from "../reminder-messages.ts";
import { findBookingMailFacts } from "../repositories/booking-mail-facts.ts";
import { findBookingMeeting } from "../repositories/booking-meeting.ts";

const payloadSchema = z.object({ event_id: z.number().int(), user_id: z.uuid() });

function isPhoneMessageKind(kind: string): kind is PhoneMessageKind {
  return (PHONE_MESSAGE_KINDS as readonly string[]).includes(kind);
}

export const sendBookingEmail: JobHandler = async (payload, ctx) => {
  const { event_id, user_id } = payloadSchema.parse(payload);
  const facts = await findBookingMailFacts(ctx.tx, event_id, user_id);
  // The booking or the account is gone: nothing to tell.
  if (!facts) return;
  const link = new URL(`/bookings/${facts.booking_id}`, ctx.siteUrl).toString();
  const kind = `booking_${facts.status}`;
  if (!isPhoneMessageKind(kind)) return;
  // The confirmation says where the session happens (the booking may have moved on since).
  const meeting =
    facts.status === "confirmed"
      ? await findBookingMeeting(ctx.tx, facts.booking_id, user_id)
      : undefined;
  await deliverToPerson(ctx, {
    userId: user_id,
    topic: "bookings",
    kind,
    mail: () => ({
      kind,
      ...renderBookingMail(facts, link, meeting),
      // A confirmation carries the booking for the calendar, as its reminders do.
      ...(facts.status === "confirmed"
        ? {
            attachments: [
              {
                filename: "booking.ics",
                contentType: "text/calendar; charset=utf-8",
                content: createCalendarFile(
                  bookingCalendarEvent({
                    id: facts.booking_id,
                    title: facts.title,
                    startsAt: facts.starts_at,
                    endsAt: facts.ends_at,
                    withName: facts.is_devotee ? (meeting?.host_name ?? "") : facts.devotee_name,
                    location: meeting?.url ?? meeting?.address ?? undefined,
                    url: link,
                  }),
                  ctx.now,
                ),
              },
            ],
          }
        : {}),
    }),
    phoneText: renderBookingPhoneTexts(facts, link, (locale) =>
      describeMeeting(
        meeting,
        { is_devotee: facts.is_devotee, other_name: facts.devotee_name },
        locale,
      ),
    ),
    variables: {
      title: shorten(facts.title),
      when: formatShortIst(facts.starts_at, facts.locale),
      link,
    },
    dedupeKey: `booking-event:${event_id}`,
  });
};
