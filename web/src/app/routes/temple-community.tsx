// /temple-admin/community: the temple's followers and notifications to them; its own chunk.
import { RequireRole } from "@/features/auth";
import { CommunityPage } from "@/features/temple-admin/community/community-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Community", "Your temple's followers, and notifications to them.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <CommunityPage />
    </RequireRole>
  );
}
