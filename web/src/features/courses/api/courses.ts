import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

// The reads of courses. Row-level security decides what each person gets: published courses of
// listed providers for anyone, a course's meeting link only for its host and enrolled devotees.

export type CourseSession = Pick<
  Tables<"course_sessions">,
  "id" | "starts_at" | "duration_minutes"
>;

export type Course = Pick<
  Tables<"courses">,
  | "id"
  | "provider_id"
  | "title"
  | "description"
  | "language"
  | "price_paise"
  | "seat_limit"
  | "status"
  | "enrolled_count"
> & {
  /** A check constraint keeps a course's meeting to these two; the generated type has all four. */
  meeting_kind: "private_room" | "video_link";
  course_sessions: CourseSession[];
};

export type Enrolment = Pick<
  Tables<"course_enrolments">,
  "id" | "devotee_name" | "status" | "price_paise" | "paid_at" | "created_at"
>;

/** A course as its provider manages it: with every enrolment and the meeting link. */
export interface ManagedCourse extends Course {
  course_enrolments: Enrolment[];
  course_meetings: Pick<Tables<"course_meetings">, "url"> | null;
}

/** A devotee's enrolment with its course, the provider's page and (once enrolled) the link. */
export interface MyCourse extends Enrolment {
  courses: Course & {
    providers: Pick<Tables<"providers">, "slug" | "display_name"> | null;
    course_meetings: Pick<Tables<"course_meetings">, "url"> | null;
  };
}

const COURSE = `id, provider_id, title, description, language, price_paise, seat_limit, meeting_kind,
  status, enrolled_count, course_sessions(id, starts_at, duration_minutes)`;
const ENROLMENT = "id, devotee_name, status, price_paise, paid_at, created_at";

export const courseKeys = {
  all: ["courses"] as const,
  ofProvider: (providerId: string) => ["courses", "provider", providerId] as const,
  one: (courseId: string, userId: string) => ["courses", "one", courseId, userId] as const,
  mine: (userId: string) => ["courses", "mine", userId] as const,
  managed: (userId: string) => ["courses", "managed", userId] as const,
};

function bySessionTime<T extends { course_sessions: CourseSession[] }>(course: T): T {
  course.course_sessions.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return course;
}

/** The published courses of a provider, newest first. */
export function providerCoursesQuery(providerId: string) {
  return queryOptions({
    queryKey: courseKeys.ofProvider(providerId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const rows = throwOnServerError(
        await supabase
          .from("courses")
          .select(COURSE)
          .eq("provider_id", providerId)
          .eq("status", "published")
          .order("created_at", { ascending: false }),
        // meeting_kind: a check constraint keeps it to the two kinds Course names.
      ) as Course[];
      return rows.map(bySessionTime);
    },
  });
}

export const useProviderCourses = (providerId: string) =>
  useQuery(providerCoursesQuery(providerId));

export interface CourseView {
  course: Course & { providers: { slug: string; display_name: string } | null };
  /** The reader's own enrolment still going, if any. */
  enrolment: Enrolment | null;
  /** Only for the host and enrolled devotees. */
  meetingUrl: string | null;
}

/** One course with the reader's enrolment and, when they may see it, the meeting link. */
export function courseQuery(courseId: string, userId: string) {
  return queryOptions({
    queryKey: courseKeys.one(courseId, userId),
    queryFn: async (): Promise<CourseView | null> => {
      const supabase = await getSupabase();
      const [course, enrolments, meeting] = await Promise.all([
        supabase
          .from("courses")
          .select(`${COURSE}, providers(slug, display_name)`)
          .eq("id", courseId)
          .maybeSingle(),
        supabase
          .from("course_enrolments")
          .select(ENROLMENT)
          .eq("course_id", courseId)
          .eq("devotee_id", userId)
          .neq("status", "cancelled"),
        supabase.from("course_meetings").select("url").eq("course_id", courseId).maybeSingle(),
      ]);
      // meeting_kind: a check constraint keeps it to the two kinds Course names.
      const row = throwOnServerError(course) as CourseView["course"] | null;
      if (!row) return null;
      return {
        course: bySessionTime(row),
        enrolment: throwOnServerError(enrolments)[0] ?? null,
        meetingUrl: throwOnServerError(meeting)?.url ?? null,
      };
    },
  });
}

export const useCourse = (courseId: string, userId: string) =>
  useQuery(courseQuery(courseId, userId));

/** A devotee's enrolments, newest first (cancelled ones too, so a called-off course is explained). */
export function myCoursesQuery(userId: string) {
  return queryOptions({
    queryKey: courseKeys.mine(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const rows = throwOnServerError(
        await supabase
          .from("course_enrolments")
          .select(
            `${ENROLMENT}, courses(${COURSE}, providers(slug, display_name), course_meetings(url))`,
          )
          .eq("devotee_id", userId)
          .order("created_at", { ascending: false }),
        // meeting_kind: a check constraint keeps it to the two kinds Course names.
      ) as MyCourse[];
      return rows
        .filter((row) => row.courses)
        .map((row) => ({ ...row, courses: bySessionTime(row.courses) }));
    },
  });
}

export const useMyCourses = (userId: string) => useQuery(myCoursesQuery(userId));

/** The signed-in guru's or pujari's courses with their enrolments; null without a profile. */
export function managedCoursesQuery(userId: string) {
  return queryOptions({
    queryKey: courseKeys.managed(userId),
    queryFn: async (): Promise<{ providerId: string; courses: ManagedCourse[] } | null> => {
      const supabase = await getSupabase();
      const provider = throwOnServerError(
        await supabase.from("providers").select("id").eq("user_id", userId).maybeSingle(),
      );
      if (!provider) return null;
      const rows = throwOnServerError(
        await supabase
          .from("courses")
          .select(`${COURSE}, course_enrolments(${ENROLMENT}), course_meetings(url)`)
          .eq("provider_id", provider.id)
          .order("created_at", { ascending: false }),
        // meeting_kind: a check constraint keeps it to the two kinds Course names.
      ) as ManagedCourse[];
      return { providerId: provider.id, courses: rows.map(bySessionTime) };
    },
  });
}

export const useManagedCourses = (userId: string) => useQuery(managedCoursesQuery(userId));

/** The next session not yet over, or null when all are past. */
export function nextSessionOf(sessions: readonly CourseSession[], now: Date): CourseSession | null {
  return (
    sessions.find(
      (session) =>
        new Date(session.starts_at).getTime() + session.duration_minutes * 60_000 > now.getTime(),
    ) ?? null
  );
}
