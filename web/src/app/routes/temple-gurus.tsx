// /temple-admin/gurus: the temple's gurus and pujaris; its own chunk.
import { RequireRole } from "@/features/auth";
import { GurusPage } from "@/features/temple-admin/gurus/gurus-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Guru Management",
    "Invite verified gurus and pujaris to be associated with your temple.",
  );

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <GurusPage />
    </RequireRole>
  );
}
