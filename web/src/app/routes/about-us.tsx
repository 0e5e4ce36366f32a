import { AboutUs } from "@/features/legal";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).about);

export default function AboutUsRoute() {
  return <AboutUs />;
}
