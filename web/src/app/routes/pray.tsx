// /pray: seva programs to support and the devotee's pledges; its own chunk, devotees only.
import { RequireRole } from "@/features/auth";
import { PrayPage } from "@/features/pray";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Pray", "Support a temple's seva program with a pledge, with a receipt for tax.");

export default function Screen() {
  return (
    <RequireRole roles={["devotee"]}>
      <PrayPage />
    </RequireRole>
  );
}
