// /temple-invitations: invitations to co-administer a temple, for any signed-in user; its own chunk.
import { RequireAuth } from "@/features/auth";
import { TempleInvitationsPage } from "@/features/temple-admin/invitations/temple-invitations-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Temple invitations", "Accept an invitation to help run a temple on Bhakti Setu.");

export default function Screen() {
  return (
    <RequireAuth>
      <TempleInvitationsPage />
    </RequireAuth>
  );
}
