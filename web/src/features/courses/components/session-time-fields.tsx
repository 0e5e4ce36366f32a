import { InputField } from "@/components/labelled-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { courseMessages } from "../messages";

/** A course session's start (India time) and length: 15 minutes to 8 hours, in quarter hours. */
export function SessionTimeFields({
  number,
  start,
  onStart,
  startError,
  required,
  minutes,
  onMinutes,
}: {
  /** The session's place in the course, from 1. */
  number: number;
  start: string;
  onStart: (start: string) => void;
  startError?: string;
  required?: boolean;
  minutes: string;
  onMinutes: (minutes: string) => void;
}) {
  const f = useMessages(courseMessages).form;
  return (
    <>
      <InputField
        label={f.sessionStart(number)}
        error={startError}
        type="datetime-local"
        required={required}
        value={start}
        onChange={(e) => onStart(e.target.value)}
      />
      <InputField
        label={f.sessionMinutes(number)}
        type="number"
        min={15}
        max={480}
        step={15}
        value={minutes}
        onChange={(e) => onMinutes(e.target.value)}
      />
    </>
  );
}
