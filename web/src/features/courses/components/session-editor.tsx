import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { MutationError } from "@/components/mutation-error";
import { formatIstDateTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { moveSession } from "../api/course-actions";
import { type CourseSession, courseKeys, type ManagedCourse } from "../api/courses";
import { courseMessages } from "../messages";
import { istInputToIso } from "./course-form";
import { SessionTimeFields } from "./session-time-fields";

/** An instant as datetime-local's value in India time: "2026-12-01T18:30". */
function isoToIstInput(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

/** The course's sessions; one not yet started can be moved or lengthened by its host. */
export function SessionEditor({ course }: { course: ManagedCourse }) {
  const m = useMessages(courseMessages);
  const [now] = useState(() => new Date());
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <ol className="grid gap-2 text-sm">
      {course.course_sessions.map((session, i) => {
        const isStarted = new Date(session.starts_at) <= now;
        return (
          <li key={session.id} className="grid gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                {formatIstDateTime(session.starts_at)} · {m.minutes(session.duration_minutes)}
              </span>
              {isStarted ? (
                <span className="text-muted-foreground">{m.started}</span>
              ) : (
                course.status !== "cancelled" &&
                editing !== session.id && (
                  <Button
                    type="button"
                    variant="link"
                    size="inline"
                    onClick={() => setEditing(session.id)}
                  >
                    {m.editSession(i + 1)}
                  </Button>
                )
              )}
            </div>
            {editing === session.id && (
              <MoveSessionForm session={session} number={i + 1} onDone={() => setEditing(null)} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function MoveSessionForm({
  session,
  number,
  onDone,
}: {
  session: CourseSession;
  number: number;
  onDone: () => void;
}) {
  const m = useMessages(courseMessages);
  const queryClient = useQueryClient();
  const [start, setStart] = useState(() => isoToIstInput(session.starts_at));
  const [minutes, setMinutes] = useState(String(session.duration_minutes));
  const move = useMutation({
    mutationFn: (startsAt: string) => moveSession(session.id, startsAt, Number(minutes) || 60),
    onSuccess: async () => {
      toast({ title: messagesOf(courseMessages).sessionSaved });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const iso = istInputToIso(start);
    if (iso) move.mutate(iso);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
    >
      <SessionTimeFields
        number={number}
        start={start}
        onStart={setStart}
        required
        minutes={minutes}
        onMinutes={setMinutes}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={move.isPending} aria-busy={move.isPending}>
          {m.saveSession}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {m.form.cancel}
        </Button>
      </div>
      <MutationError mutation={move} className="sm:col-span-3" />
    </form>
  );
}
