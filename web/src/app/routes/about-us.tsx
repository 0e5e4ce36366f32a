import { AboutUs } from "@/features/legal";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "About Us",
    "Bhakti Setu connects devotees with 500+ verified gurus and pujaris and 1000+ temples across India.",
  );

export default function AboutUsRoute() {
  return <AboutUs />;
}
