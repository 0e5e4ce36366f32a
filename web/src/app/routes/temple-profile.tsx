// /temple-admin/profile: the temple's public profile; its own chunk.
import { RequireRole } from "@/features/auth";
import { TempleProfilePage } from "@/features/temple-admin/profile/temple-profile-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Temple Profile", "Your temple's name, deity, address, timings and verification.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <TempleProfilePage />
    </RequireRole>
  );
}
