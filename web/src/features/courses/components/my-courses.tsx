import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { QueryContent } from "@/components/query-content";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type MyCourse, nextSessionOf, useMyCourses } from "../api/courses";
import { courseMessages } from "../messages";

/** A devotee's courses in their bookings (or as the page /courses): each with its next session and, once enrolled, its link. */
export function MyCourses({ userId, asPage = false }: { userId: string; asPage?: boolean }) {
  const m = useMessages(courseMessages);
  const courses = useMyCourses(userId);
  const Heading = asPage ? "h1" : "h2";
  return (
    <section aria-labelledby="my-courses" className="grid gap-3">
      <Heading
        id="my-courses"
        className={asPage ? "text-2xl font-bold md:text-3xl" : "text-xl font-bold"}
      >
        {m.myCourses}
      </Heading>
      <QueryContent
        query={courses}
        loading={m.loadingMine}
        empty={
          <EmptyState
            title={m.myCoursesEmpty}
            hint={m.myCoursesHint}
            action={
              <Link to={paths.connect} className={buttonVariants({ variant: "outline" })}>
                {m.findCourse}
              </Link>
            }
          />
        }
      >
        {(mine) => (
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {mine.map((row) => (
              <MyCourseRow key={row.id} row={row} />
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}

function MyCourseRow({ row }: { row: MyCourse }) {
  const m = useMessages(courseMessages);
  const [now] = useState(() => new Date());
  const course = row.courses;
  const next = nextSessionOf(course.course_sessions, now);
  const status =
    course.status === "cancelled" ? m.statuses.cancelled : m.enrolmentStatuses[row.status];
  const meetingUrl = course.course_meetings?.url;
  return (
    <li className="grid gap-1 p-4">
      {course.providers ? (
        <Link
          to={paths.course.href(course.providers.slug, course.id)}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          <span translate="no">{course.title}</span>
        </Link>
      ) : (
        <span className="font-semibold" translate="no">
          {course.title}
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        {status}
        {course.providers && (
          <>
            {" · "}
            <span translate="no">{course.providers.display_name}</span>
          </>
        )}
      </p>
      {row.status === "enrolled" && course.status !== "cancelled" && (
        <p className="text-sm">
          {next ? m.nextSession(formatIstDateTime(next.starts_at)) : m.allPast}
        </p>
      )}
      {row.status === "enrolled" && course.status !== "cancelled" && next && meetingUrl && (
        <a
          href={meetingUrl}
          target="_blank"
          rel="noreferrer"
          className="justify-self-start text-sm font-semibold text-primary underline underline-offset-4"
        >
          {m.join}
        </a>
      )}
    </li>
  );
}
