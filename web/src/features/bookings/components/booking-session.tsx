import { useEffect, useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { ChoiceButtons } from "@/components/choice-buttons";
import { TitledCard } from "@/components/titled-card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { formatIstDateTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { findMeetingLinkProblem } from "@/lib/meeting-link";
import { describeServerError } from "@/lib/server-error";
import { useChangeBookingMeeting } from "../api/change-booking-meeting";
import type { BookingDetail } from "../api/get-booking";
import { type BookingMeeting, useBookingMeeting } from "../api/get-booking-meeting";
import { bookingSessionMessages } from "../session.messages";

/** Join opens this long before the start and closes at the end. */
export const JOIN_EARLY_MS = 15 * 60_000;

/** The time now, read again every 30 seconds, so Join appears on time on an open page. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where a confirmed booking happens, for its devotee and its host: Join from 15 minutes before
 * the start until the end (the time it opens before that), who calls whom, or the address.
 */
export function BookingSession({
  booking,
  slot,
  isDevotee,
  hostName,
}: {
  booking: BookingDetail;
  slot: { start: string; end: string };
  isDevotee: boolean;
  hostName: string;
}) {
  const m = useMessages(bookingSessionMessages);
  const isConfirmed = booking.status === "confirmed" || booking.status === "completed";
  const meeting = useBookingMeeting(booking.id, isConfirmed);
  const now = useNow();
  if (!isConfirmed) return null;
  return (
    <TitledCard title={m.heading} className="grid gap-3">
      {meeting.isPending ? (
        <Spinner label={m.loading} />
      ) : meeting.data ? (
        <MeetingPlace
          meeting={meeting.data}
          booking={booking}
          slot={slot}
          now={now}
          isDevotee={isDevotee}
          hostName={hostName}
        />
      ) : null}
      {!isDevotee && booking.status === "confirmed" && booking.mode === "online" ? (
        <ChangeLinkForm bookingId={booking.id} />
      ) : null}
    </TitledCard>
  );
}

function MeetingPlace({
  meeting,
  booking,
  slot,
  now,
  isDevotee,
  hostName,
}: {
  meeting: BookingMeeting;
  booking: BookingDetail;
  slot: { start: string; end: string };
  now: number;
  isDevotee: boolean;
  hostName: string;
}) {
  const m = useMessages(bookingSessionMessages);
  if (meeting.kind === "phone_call") {
    const phone = booking.contact_phone ?? "";
    return isDevotee ? (
      <p>{m.hostCallsYou(hostName, phone)}</p>
    ) : (
      <p>
        {m.youCallDevotee(booking.devotee_name || m.theDevotee)}{" "}
        <a href={`tel:${phone.replaceAll(" ", "")}`} className="text-primary underline">
          {phone}
        </a>
      </p>
    );
  }
  if (meeting.kind === "at_address") {
    return booking.address ? (
      <p>
        {m.atAddress}{" "}
        <span className="whitespace-pre-line" data-user-content>
          {booking.address}
        </span>
      </p>
    ) : (
      <p>{m.inPerson}</p>
    );
  }
  const opensAt = new Date(slot.start).getTime() - JOIN_EARLY_MS;
  const endsAt = new Date(slot.end).getTime();
  return (
    <>
      <p>{meeting.kind === "private_room" ? m.privateRoom : m.ownLink(hostName)}</p>
      {now < opensAt ? (
        <p>{m.joinOpensAt(formatIstDateTime(new Date(opensAt).toISOString()))}</p>
      ) : now < endsAt && meeting.url ? (
        <a
          href={meeting.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ className: "w-full sm:w-auto" })}
        >
          {m.join} <span className="sr-only">{m.opensInNewTab}</span>
        </a>
      ) : (
        <p>{m.ended}</p>
      )}
    </>
  );
}

/** The host's other link (checked here as the database checks it), or a new private room. */
function ChangeLinkForm({ bookingId }: { bookingId: string }) {
  const m = useMessages(bookingSessionMessages).change;
  const id = useId();
  const change = useChangeBookingMeeting(bookingId);
  const [link, setLink] = useState("");
  const [error, setError] = useState<string>();
  const save = (value: string | null) =>
    change.mutate(value, {
      onSuccess: () => {
        setLink("");
        setError(undefined);
        toast({ title: messagesOf(bookingSessionMessages).change.done });
      },
      onError: (failure) => setError(describeServerError(failure)),
    });
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = findMeetingLinkProblem(link, window.location.origin);
        if (problem) return setError(m[problem]);
        save(link.trim());
      }}
    >
      <Label htmlFor={id}>{m.label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.hint}
      </p>
      <Input
        id={id}
        type="url"
        inputMode="url"
        value={link}
        maxLength={2048}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setLink(event.target.value);
          setError(undefined);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ChoiceButtons
        isPending={change.isPending}
        primary={m.save}
        secondary={m.newRoom}
        onSecondary={() => save(null)}
      />
    </form>
  );
}
