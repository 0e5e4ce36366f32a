import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TitledSection } from "@/components/titled-section";
import { MutationError } from "@/components/mutation-error";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type Report, useReports, useResolveReport } from "../api/reports";
import { adminMessages } from "../messages";
import { LiveChatReportList } from "./live-chat-report-list";
import { ReportDecisionDialog } from "./report-decision-dialog";
import { ReportCards, ReportFacts } from "./report-cards";

type ReportMessages = (typeof adminMessages.en)["reports"];

function reportedThing(report: Report, m: ReportMessages): { label: string; href: string | null } {
  if (report.reviews) {
    return {
      label: m.review(report.reviews.rating, report.reviews.body || m.noText),
      href: null,
    };
  }
  if (report.providers) {
    return {
      label: m.profileOf(report.providers.display_name),
      href: paths.connectProvider.href(report.providers.slug),
    };
  }
  if (report.temples) {
    return {
      label: m.temple(report.temples.name),
      href: paths.exploreTemple.href(report.temples.slug),
    };
  }
  return { label: m.removed, href: null };
}

function ReportItem({ report }: { report: Report }) {
  const m = useMessages(adminMessages).reports;
  const resolve = useResolveReport();
  const thing = reportedThing(report, m);
  const open = report.status === "open";
  const [deciding, setDeciding] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4">
      {/* It quotes what people wrote (a review, a name). */}
      <p data-user-content className="font-medium">
        {thing.href ? (
          <a className="underline" href={thing.href} target="_blank" rel="noreferrer">
            {thing.label}
          </a>
        ) : (
          thing.label
        )}
      </p>
      <ReportFacts
        reason={report.reason}
        reporter={report.reporter_name}
        reportedAt={report.created_at}
      >
        {!open &&
          report.resolved_at &&
          ` · ${m.statuses[report.status]} ${formatIstDateTime(report.resolved_at)}`}
      </ReportFacts>
      <MutationError mutation={resolve} />
      <div className="flex flex-wrap gap-2">
        {open ? (
          <Button type="button" onClick={() => setDeciding(true)}>
            {m.decide}
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ report: report.id, status: "open" })}
          >
            {m.reopen}
          </Button>
        )}
      </div>
      {!open && report.resolution_note && (
        <p data-user-content className="text-sm text-muted-foreground">
          {report.resolution_note}
        </p>
      )}
      {deciding && (
        <ReportDecisionDialog
          report={report}
          subject={thing.label}
          onClose={() => setDeciding(false)}
        />
      )}
    </li>
  );
}

function ReportGroup({ status, empty }: { status: "open" | "handled"; empty: string }) {
  const m = useMessages(adminMessages).reports;
  const reports = useReports(status);
  return (
    <ReportCards query={reports} loading={m.loading} empty={empty}>
      {(report) => <ReportItem key={report.id} report={report} />}
    </ReportCards>
  );
}

/**
 * What devotees reported, and who: open ones to decide on (dismiss, warn the owner, remove the
 * review or suspend the listing, each with a note), the latest handled ones, which can be opened
 * again, and messages reported from live chats.
 */
export function ReportList() {
  const m = useMessages(adminMessages).reports;
  return (
    <div className="grid gap-6">
      <TitledSection title={m.open} titleClassName="font-semibold" as="h3" className="grid gap-3">
        <ReportGroup status="open" empty={m.emptyOpen} />
      </TitledSection>
      <TitledSection
        title={m.handled}
        titleClassName="font-semibold"
        as="h3"
        className="grid gap-3"
      >
        <ReportGroup status="handled" empty={m.emptyHandled} />
      </TitledSection>
      <TitledSection title={m.chat} titleClassName="font-semibold" as="h3" className="grid gap-3">
        <LiveChatReportList />
      </TitledSection>
    </div>
  );
}
