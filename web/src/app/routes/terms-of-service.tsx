import { TermsOfUse } from "@/features/legal";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).terms);

export default function TermsOfServiceRoute() {
  return <TermsOfUse />;
}
