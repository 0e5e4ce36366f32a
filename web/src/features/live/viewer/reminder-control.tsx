import { Button } from "@/components/ui/button";
import type { UpcomingStream } from "@/content/live-streams";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, type ServerError } from "@/lib/server-error";
import { useMyReminders } from "./api/list-my-reminders";
import { useSetReminder } from "./api/set-reminder";
import { downloadCalendarFile } from "./download-calendar-file";
import { liveViewerMessages } from "./messages";

type Reminder = NonNullable<UpcomingStream["reminder"]>;

/** The insert policy admits reminders only while a session is scheduled. */
function describeReminderError(error: unknown): string {
  return (error as ServerError).code === "42501"
    ? messagesOf(liveViewerMessages).closed
    : describeServerError(error);
}

/**
 * Set Reminder for a signed-in devotee: sets one (an e-mail and a notification 15 minutes before
 * the start), then shows "Reminder set" with Remove and Add to calendar (.ics).
 */
export function ReminderControl({
  stream,
  reminder,
}: {
  stream: UpcomingStream;
  reminder: Reminder;
}) {
  const m = useMessages(liveViewerMessages);
  const reminders = useMyReminders();
  const change = useSetReminder();
  const isSet = reminders.data?.has(stream.id) ?? false;

  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      {isSet ? (
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" className="text-sm font-semibold text-primary">
            {m.reminderSet}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => downloadCalendarFile(stream, reminder)}
          >
            {m.addToCalendar}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={change.isPending}
            aria-label={m.removeFor(stream.title)}
            translate="no"
            onClick={() => change.mutate({ sessionId: stream.id, isOn: false })}
          >
            {m.remove}
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          disabled={reminders.isPending || change.isPending}
          onClick={() => change.mutate({ sessionId: stream.id, isOn: true })}
        >
          {m.setReminder}
        </Button>
      )}
      {(change.isError || reminders.isError) && (
        <p role="alert" className="text-sm text-destructive">
          {describeReminderError(change.error ?? reminders.error)}
        </p>
      )}
    </div>
  );
}
