import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { TitledCard } from "@/components/titled-card";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useProviderCourses } from "../api/courses";
import { courseMessages } from "../messages";
import { CourseFacts } from "./course-facts";

/** A provider's published courses on their page, each linking to its own page to enrol. */
export function ProviderCourses({ providerId, slug }: { providerId: string; slug: string }) {
  const m = useMessages(courseMessages);
  const courses = useProviderCourses(providerId);
  return (
    <TitledCard title={m.coursesOf}>
      <QueryContent
        query={courses}
        loading={m.loading}
        empty={<p className="text-muted-foreground">{m.noPublicCourses}</p>}
      >
        {(listed) => (
          <ul className="divide-y divide-border">
            {listed.map((course) => {
              const first = course.course_sessions[0];
              return (
                <li key={course.id} className="grid gap-1 py-3">
                  <Link
                    to={paths.course.href(slug, course.id)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    <span translate="no">{course.title}</span>
                  </Link>
                  <CourseFacts course={course} />
                  {first && (
                    <p className="text-sm">{m.nextSession(formatIstDateTime(first.starts_at))}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryContent>
    </TitledCard>
  );
}
