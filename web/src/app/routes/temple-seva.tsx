// /temple-admin/seva: the temple's seva programs; its own chunk.
import { RequireRole } from "@/features/auth";
import { SevaPage } from "@/features/temple-admin/seva/seva-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Seva Programs", "Create, edit and promote your temple's seva programs.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <SevaPage />
    </RequireRole>
  );
}
