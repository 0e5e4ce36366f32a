import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { formatPaise } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { cancelCourse } from "../api/course-actions";
import { courseKeys, type ManagedCourse, useManagedCourses } from "../api/courses";
import { courseMessages } from "../messages";
import { CourseFacts } from "./course-facts";
import { CourseForm } from "./course-form";
import { SessionEditor } from "./session-editor";

/** The page's frame (the practice sidebar), composed by the route. */
export type CoursesFrame = (props: {
  heading: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) => ReactNode;

/** /courses for a guru or pujari: their courses with enrolments, a new-course form, cancelling. */
export function ManageCoursesPage({ userId, frame }: { userId: string; frame: CoursesFrame }) {
  const m = useMessages(courseMessages);
  const courses = useManagedCourses(userId);
  const [isCreating, setCreating] = useState(false);
  const canCreate = Boolean(courses.data);

  const body = () => {
    if (courses.isPending) return <Spinner label={m.loading} showLabel />;
    if (courses.isError) {
      return <LoadError error={courses.error} onRetry={() => void courses.refetch()} />;
    }
    if (!courses.data) return <p className="rounded-lg border border-dashed p-6">{m.noProfile}</p>;
    if (courses.data.courses.length === 0 && !isCreating) {
      return (
        <EmptyState
          title={m.emptyTitle}
          hint={m.emptyHint}
          action={<Button onClick={() => setCreating(true)}>{m.newCourse}</Button>}
        />
      );
    }
    return courses.data.courses.map((course) => (
      <ManagedCourseCard key={course.id} course={course} />
    ));
  };

  return frame({
    heading: m.heading,
    actions: canCreate && !isCreating && (
      <Button type="button" onClick={() => setCreating(true)}>
        {m.newCourse}
      </Button>
    ),
    children: (
      <>
        <p className="text-sm text-muted-foreground">{m.intro}</p>
        {isCreating && <CourseForm onDone={() => setCreating(false)} />}
        {body()}
      </>
    ),
  });
}

function ManagedCourseCard({ course }: { course: ManagedCourse }) {
  const m = useMessages(courseMessages);
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelCourse(course.id),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: messagesOf(courseMessages).cancelled });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  const live = course.course_enrolments.filter((e) => e.status !== "cancelled");
  const isCancelled = course.status === "cancelled";
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="min-w-0 wrap-break-word">
            <span translate="no">{course.title}</span>
          </CardTitle>
          <Badge variant={isCancelled ? "outline" : "secondary"}>{m.statuses[course.status]}</Badge>
        </div>
        <CourseFacts course={course} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <SessionEditor course={course} />
        {course.course_meetings && !isCancelled && (
          <p className="text-sm wrap-anywhere">
            {m.meetingLink}:{" "}
            <a
              href={course.course_meetings.url}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline underline-offset-4"
            >
              {course.course_meetings.url}
            </a>
          </p>
        )}
        <section className="grid gap-2" aria-label={m.enrolments(live.length)}>
          <h3 className="font-semibold">{m.enrolments(course.enrolled_count)}</h3>
          {live.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.noEnrolments}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {live.map((enrolment) => (
                <li key={enrolment.id} className="flex flex-wrap gap-x-2">
                  {enrolment.devotee_name ? (
                    <span translate="no">{enrolment.devotee_name}</span>
                  ) : (
                    <span>{m.devotee}</span>
                  )}
                  <span className="text-muted-foreground">
                    · {m.enrolmentStatuses[enrolment.status]}
                    {enrolment.paid_at && ` · ${m.paid} ${formatPaise(enrolment.price_paise)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {!isCancelled && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setConfirming(true)}
          >
            {m.cancelCourse}
          </Button>
        )}
      </CardContent>
      {isConfirming && (
        <ConfirmDialog
          title={m.cancelTitle(course.title)}
          description={m.cancelText}
          confirmLabel={m.cancelCourse}
          cancelLabel={m.keepCourse}
          destructive
          isPending={cancel.isPending}
          error={cancel.isError ? describeServerError(cancel.error) : null}
          onConfirm={() => cancel.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
