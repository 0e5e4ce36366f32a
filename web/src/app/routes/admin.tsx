// /admin: the platform administrators' area (verification, reports, audit log); its own chunk.
import { AdminPage } from "@/features/admin/components/admin-page";
import { RequireAuth } from "@/features/auth";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Administration", "Verify providers and temples, and handle reports.");

export default function Screen() {
  return (
    <RequireAuth>
      <AdminPage />
    </RequireAuth>
  );
}
