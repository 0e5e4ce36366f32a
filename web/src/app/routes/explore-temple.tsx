// /explore/:slug: a temple's page inside the app; its own chunk, devotees only.
import { useParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { TemplePage } from "@/features/explore";
import { ReportButton } from "@/features/reviews";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import type { RenderReport } from "@/lib/report-target";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).temple);

const renderReport: RenderReport = (target) => <ReportButton {...target} />;

export default function Screen() {
  const { slug = "" } = useParams();
  return (
    <RequireRole roles={["devotee"]}>
      <TemplePage key={slug} slug={slug} renderReport={renderReport} />
    </RequireRole>
  );
}
