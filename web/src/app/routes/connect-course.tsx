// /connect/:slug/courses/:courseId: a course's page, where a devotee enrols (and pays); its own chunk.
import { useParams } from "react-router";
import { PayButton } from "@/components/payments/pay-button";
import { RequireRole } from "@/features/auth";
import { CoursePage, type RenderCoursePayment } from "@/features/courses";
import { useAuth } from "@/lib/auth/auth-context";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).course);

const renderPayment: RenderCoursePayment = (enrolmentId, amountPaise) => (
  <PayButton
    purpose="course"
    id={enrolmentId}
    amountPaise={amountPaise}
    invalidate={[["courses"]]}
  />
);

export default function Screen() {
  const { slug = "", courseId = "" } = useParams();
  const { user } = useAuth();
  return (
    <RequireRole roles={["devotee"]}>
      {user && (
        <CoursePage
          key={courseId}
          slug={slug}
          courseId={courseId}
          userId={user.id}
          renderPayment={renderPayment}
        />
      )}
    </RequireRole>
  );
}
