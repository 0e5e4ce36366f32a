import type { Queryable } from "../../db/database.ts";

/** What a course session's reminder says, and whether it is still due for this devotee. */
export interface CourseReminderFacts {
  course_id: string;
  title: string;
  provider_name: string;
  starts_at: Date;
  is_enrolled: boolean;
  is_cancelled: boolean;
}

export async function findCourseReminderFacts(
  q: Queryable,
  sessionId: string,
  userId: string,
): Promise<CourseReminderFacts | null> {
  const { rows } = await q.query<CourseReminderFacts>(
    `select c.id as course_id, c.title, p.display_name as provider_name, s.starts_at,
            exists (select 1 from public.course_enrolments e
                     where e.course_id = c.id and e.devotee_id = $2 and e.status = 'enrolled')
              as is_enrolled,
            c.status = 'cancelled' as is_cancelled
       from public.course_sessions s
       join public.courses c on c.id = s.course_id
       join public.providers p on p.id = c.provider_id
      where s.id = $1`,
    [sessionId, userId],
  );
  return rows[0] ?? null;
}
