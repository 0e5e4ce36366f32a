import { DownloadPage } from "@/features/download";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).download);

export default function DownloadRoute() {
  return <DownloadPage />;
}
