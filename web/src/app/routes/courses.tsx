// /courses: a guru's or pujari's courses to manage, or a devotee's own courses; its own chunk.
import { type CoursesFrame, ManageCoursesPage, MyCourses } from "@/features/courses";
import { SpiritualShell } from "@/features/spiritual-dashboard/components/spiritual-shell";
import { PageMain } from "@/components/page-main";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { SignedInByRole } from "../signed-in-by-role";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).courses);

const frame: CoursesFrame = ({ heading, actions, children }) => (
  <SpiritualShell heading={heading} actions={actions}>
    {children}
  </SpiritualShell>
);

export default function Screen() {
  return (
    <SignedInByRole
      provider={(userId) => <ManageCoursesPage userId={userId} frame={frame} />}
      devotee={(userId) => (
        <PageMain>
          <MyCourses userId={userId} asPage />
        </PageMain>
      )}
    />
  );
}
