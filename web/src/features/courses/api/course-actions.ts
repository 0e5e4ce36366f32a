import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Enrolment } from "./courses";
import { askSupabase } from "@/lib/supabase-request";

export interface NewCourse {
  title: string;
  description: string;
  language: string;
  pricePaise: number;
  seatLimit: number | null;
  meetingKind: "private_room" | "video_link";
  meetingLink: string | null;
  sessions: { startsAt: string; durationMinutes: number }[];
}

/** create_course: the course, its sessions and its meeting in one transaction. */
export async function createCourse(input: NewCourse) {
  return askSupabase((supabase) =>
    supabase.rpc("create_course", {
      title: input.title,
      description: input.description,
      language: input.language,
      price_paise: input.pricePaise,
      seat_limit: input.seatLimit,
      meeting_kind: input.meetingKind,
      meeting_link: input.meetingLink,
      sessions: input.sessions.map((s) => ({
        starts_at: s.startsAt,
        duration_minutes: s.durationMinutes,
      })),
    }),
  );
}

/** enrol_in_course: enrolled at once when free; pending until paid otherwise. */
export async function enrolInCourse(courseId: string): Promise<Enrolment> {
  return askSupabase((supabase) => supabase.rpc("enrol_in_course", { course_id: courseId }));
}

/** cancel_course: every enrolment ends and paid ones are refunded in full. */
export async function cancelCourse(courseId: string): Promise<void> {
  await askSupabase((supabase) => supabase.rpc("cancel_course", { course_id: courseId }));
}

/** Moves a session not yet started (the database refuses one started or a time past). */
export async function moveSession(
  sessionId: string,
  startsAt: string,
  durationMinutes: number,
): Promise<void> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase
      .from("course_sessions")
      .update({ starts_at: startsAt, duration_minutes: durationMinutes })
      .eq("id", sessionId)
      .select("id"),
  );
  if (rows.length === 0) throw new Error("session not changed");
}
