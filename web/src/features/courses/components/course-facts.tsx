import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { Course } from "../api/courses";
import { courseMessages } from "../messages";

/** Price, language, number of sessions and seats left, on one wrapping line. */
export function CourseFacts({ course }: { course: Course }) {
  const m = useMessages(courseMessages);
  const left =
    course.seat_limit === null ? null : Math.max(course.seat_limit - course.enrolled_count, 0);
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">
        {course.price_paise === 0 ? m.free : formatPaise(course.price_paise)}
      </span>
      <span>
        {m.language[0]}
        <span translate="no">{course.language}</span>
        {m.language[1]}
      </span>
      <span>{m.sessionCount(course.course_sessions.length)}</span>
      {left !== null && <span>{left === 0 ? m.full : m.seatsLeft(left)}</span>}
    </p>
  );
}

/** The sessions in IST with their length, in order. */
export function SessionList({ course }: { course: Course }) {
  const m = useMessages(courseMessages);
  return (
    <ol className="grid gap-1 text-sm">
      {course.course_sessions.map((session) => (
        <li key={session.id}>
          {formatIstDateTime(session.starts_at)} · {m.minutes(session.duration_minutes)}
        </li>
      ))}
    </ol>
  );
}
