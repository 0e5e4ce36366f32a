// /connect: find verified gurus and pujaris; its own chunk, devotees only.
import { RequireRole } from "@/features/auth";
import { ConnectPage } from "@/features/connect";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Connect", "Find verified gurus and pujaris by offering, language, city and price.");

export default function Screen() {
  return (
    <RequireRole roles={["devotee"]}>
      <ConnectPage />
    </RequireRole>
  );
}
