import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageMain } from "@/components/page-main";
import { PaymentReturnNotice } from "@/components/payments/payment-return-notice";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/titled-card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { TitledSection } from "@/components/titled-section";
import { MutationError } from "@/components/mutation-error";
import { paths } from "@/config/paths";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { enrolInCourse } from "../api/course-actions";
import { type CourseView, courseKeys, nextSessionOf, useCourse } from "../api/courses";
import { courseMessages } from "../messages";
import { CourseFacts, SessionList } from "./course-facts";

/** The payment of a pending enrolment, composed by the route from the payments feature. */
export type RenderCoursePayment = (enrolmentId: string, amountPaise: number) => ReactNode;

function Frame({ slug, children }: { slug: string; children: ReactNode }) {
  const m = useMessages(courseMessages);
  return (
    <PageMain width="reading">
      <Link
        to={paths.connectProvider.href(slug)}
        className="text-sm text-primary underline-offset-4 hover:underline"
      >
        {m.back}
      </Link>
      {children}
    </PageMain>
  );
}

/** /connect/:slug/courses/:courseId: a course's sessions and the devotee's enrolment. */
export function CoursePage({
  slug,
  courseId,
  userId,
  renderPayment,
}: {
  slug: string;
  courseId: string;
  userId: string;
  renderPayment: RenderCoursePayment;
}) {
  const m = useMessages(courseMessages);
  const view = useCourse(courseId, userId);
  if (view.isPending) {
    return (
      <Frame slug={slug}>
        <Spinner className="py-12" label={m.loading} showLabel />
      </Frame>
    );
  }
  if (view.isError) {
    return (
      <Frame slug={slug}>
        <h1 className="text-2xl font-bold">{m.heading}</h1>
        <LoadError error={view.error} onRetry={() => void view.refetch()} />
      </Frame>
    );
  }
  if (!view.data) {
    return (
      <Frame slug={slug}>
        <h1 className="text-2xl font-bold">{m.unavailable}</h1>
        <p className="text-muted-foreground">{m.unavailableHint}</p>
      </Frame>
    );
  }
  const { course } = view.data;
  return (
    <Frame slug={slug}>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold wrap-break-word md:text-3xl" translate="no">
          {course.title}
        </h1>
        {course.providers && (
          <p>
            {m.by[0]}
            <span translate="no">{course.providers.display_name}</span>
            {m.by[1]}
          </p>
        )}
        <CourseFacts course={course} />
      </header>
      {course.description && (
        <p className="wrap-break-word whitespace-pre-line" data-user-content>
          {course.description}
        </p>
      )}
      <TitledCard title={m.schedule}>
        <SessionList course={course} />
      </TitledCard>
      <PaymentReturnNotice />
      <Enrolment view={view.data} renderPayment={renderPayment} />
    </Frame>
  );
}

/** Where the devotee's enrolment stands (enrolled, or waiting for their payment), boxed. */
function StandingBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      titleClassName="text-lg font-bold"
      className="grid gap-2 rounded-lg border p-4"
    >
      {children}
    </TitledSection>
  );
}

function Enrolment({
  view,
  renderPayment,
}: {
  view: CourseView;
  renderPayment: RenderCoursePayment;
}) {
  const m = useMessages(courseMessages);
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const { course, enrolment, meetingUrl } = view;
  const enrol = useMutation({
    mutationFn: () => enrolInCourse(course.id),
    onSuccess: async (made) => {
      if (made.status === "enrolled") toast({ title: messagesOf(courseMessages).enrolled });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  const next = nextSessionOf(course.course_sessions, now);

  if (course.status === "cancelled") return <p role="status">{m.courseCancelled}</p>;
  if (enrolment?.status === "enrolled") {
    return (
      <StandingBox title={m.enrolled}>
        <p>{m.enrolledHint}</p>
        {next ? <p>{m.nextSession(formatIstDateTime(next.starts_at))}</p> : <p>{m.allPast}</p>}
        {next && meetingUrl && (
          <a
            href={meetingUrl}
            target="_blank"
            rel="noreferrer"
            className="justify-self-start font-semibold text-primary underline underline-offset-4"
          >
            {m.join}
          </a>
        )}
      </StandingBox>
    );
  }
  if (enrolment?.status === "pending") {
    return (
      <StandingBox title={m.payToFinish}>
        {renderPayment(enrolment.id, enrolment.price_paise)}
      </StandingBox>
    );
  }
  if (!next || new Date(course.course_sessions.at(-1)!.starts_at) <= now) {
    return <p role="status">{m.courseEnded}</p>;
  }
  const isFull = course.seat_limit !== null && course.enrolled_count >= course.seat_limit;
  if (isFull) return <p role="status">{m.courseFull}</p>;
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        type="button"
        disabled={enrol.isPending}
        aria-busy={enrol.isPending}
        onClick={() => enrol.mutate()}
      >
        {enrol.isPending
          ? m.enrolling
          : course.price_paise === 0
            ? m.enrol
            : m.enrolPaid(formatPaise(course.price_paise))}
      </Button>
      <MutationError mutation={enrol} />
    </div>
  );
}
