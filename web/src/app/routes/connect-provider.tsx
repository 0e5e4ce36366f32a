// /connect/:slug: a guru's or pujari's page inside the app; its own chunk, devotees only.
import { useParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { ProviderPage } from "@/features/connect";
import { ProviderCourses } from "@/features/courses";
import { ReportButton } from "@/features/reviews";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import type { RenderReport } from "@/lib/report-target";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).provider);

const renderReport: RenderReport = (target) => <ReportButton {...target} />;

export default function Screen() {
  const { slug = "" } = useParams();
  return (
    <RequireRole roles={["devotee"]}>
      <ProviderPage
        key={slug}
        slug={slug}
        renderReport={renderReport}
        renderCourses={(providerId) => <ProviderCourses providerId={providerId} slug={slug} />}
      />
    </RequireRole>
  );
}
