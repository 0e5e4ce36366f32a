// /explore/:slug: a temple's page inside the app; its own chunk, devotees only.
import { useParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { TemplePage } from "@/features/explore";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).temple);

export default function Screen() {
  const { slug = "" } = useParams();
  return (
    <RequireRole roles={["devotee"]}>
      <TemplePage key={slug} slug={slug} />
    </RequireRole>
  );
}
