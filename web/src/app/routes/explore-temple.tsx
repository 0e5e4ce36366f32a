// /explore/:slug: a temple's page inside the app; its own chunk, devotees only.
import { useParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { TemplePage } from "@/features/explore";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Temple", "Timings, events, seva programs and Follow.");

export default function Screen() {
  const { slug = "" } = useParams();
  return (
    <RequireRole roles={["devotee"]}>
      <TemplePage key={slug} slug={slug} />
    </RequireRole>
  );
}
