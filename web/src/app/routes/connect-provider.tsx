// /connect/:slug: a guru's or pujari's page inside the app; its own chunk, devotees only.
import { useParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { ProviderPage } from "@/features/connect";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Guru or pujari", "Offerings, free times, reviews and Follow.");

export default function Screen() {
  const { slug = "" } = useParams();
  return (
    <RequireRole roles={["devotee"]}>
      <ProviderPage key={slug} slug={slug} />
    </RequireRole>
  );
}
