import { GurusPage } from "@/features/gurus";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Spiritual Gurus",
    "Book a session or chat with verified gurus and pandits for guidance, rituals and daily practice.",
  );

export default function SpiritualGurusRoute() {
  return <GurusPage />;
}
