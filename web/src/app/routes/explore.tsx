// /explore: temples by city and deity, and upcoming events; its own chunk, devotees only.
import { RequireRole } from "@/features/auth";
import { ExplorePage } from "@/features/explore";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Explore", "Temples by city and deity, their timings, events and seva programs.");

export default function Screen() {
  return (
    <RequireRole roles={["devotee"]}>
      <ExplorePage />
    </RequireRole>
  );
}
