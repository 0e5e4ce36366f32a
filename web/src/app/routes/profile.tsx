// /profile: a guru's or pujari's public profile and its verification; its own chunk.
import { RequireRole } from "@/features/auth";
import { ProfilePage } from "@/features/spiritual-dashboard/profile/profile-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Your Profile", "The profile devotees see, and its verification status.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <ProfilePage />
    </RequireRole>
  );
}
