// /courses: a guru's or pujari's courses to manage, or a devotee's own courses; its own chunk.
import { RequireAuth } from "@/features/auth";
import { type CoursesFrame, ManageCoursesPage, MyCourses } from "@/features/courses";
import { SpiritualShell } from "@/features/spiritual-dashboard/components/spiritual-shell";
import { PageMain } from "@/components/page-main";
import { useAuth } from "@/lib/auth/auth-context";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).courses);

const frame: CoursesFrame = ({ heading, actions, children }) => (
  <SpiritualShell heading={heading} actions={actions}>
    {children}
  </SpiritualShell>
);

export default function Screen() {
  const { user, primaryRole } = useAuth();
  const isProvider = primaryRole === "guru" || primaryRole === "pujari";
  return (
    <RequireAuth>
      {!user ? null : isProvider ? (
        <ManageCoursesPage userId={user.id} frame={frame} />
      ) : (
        <PageMain>
          <MyCourses userId={user.id} asPage />
        </PageMain>
      )}
    </RequireAuth>
  );
}
