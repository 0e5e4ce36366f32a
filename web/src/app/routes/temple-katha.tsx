// /temple-admin/katha: the temple's katha series; its own chunk.
import { RequireRole } from "@/features/auth";
import { KathaPage } from "@/features/temple-admin/katha/katha-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Katha Series", "Plan your temple's katha series, their speakers and sessions.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <KathaPage />
    </RequireRole>
  );
}
