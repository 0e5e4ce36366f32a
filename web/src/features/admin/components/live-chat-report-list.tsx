import { ChoiceButtons } from "@/components/choice-buttons";
import { MutationError } from "@/components/mutation-error";
import { useMessages } from "@/lib/i18n/use-messages";
import {
  type LiveChatReport,
  useDecideLiveChatReport,
  useLiveChatReports,
} from "../api/live-chat-reports";
import { adminMessages } from "../messages";
import { ReportCards, ReportFacts } from "./report-cards";

function LiveChatReportItem({ report }: { report: LiveChatReport }) {
  const m = useMessages(adminMessages).chatReports;
  const decide = useDecideLiveChatReport();
  const act = (action: "remove" | "dismiss") =>
    decide.mutate({ messageId: report.message_id, action });
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4">
      {/* It quotes what people wrote: the message, its author's and reporter's names, the title. */}
      <p data-user-content className="font-medium break-words">
        {m.message(report.author_name || m.unnamed, report.body)}
      </p>
      <p data-user-content className="text-sm">
        {m.session(report.session_title)}
      </p>
      <ReportFacts
        reason={report.reason}
        reporter={report.reporter_name}
        reportedAt={report.reported_at}
      />
      <MutationError mutation={decide} />
      <ChoiceButtons
        isPending={decide.isPending}
        primary={m.remove}
        onPrimary={() => act("remove")}
        secondary={m.dismiss}
        onSecondary={() => act("dismiss")}
      />
    </li>
  );
}

/** Messages viewers reported from live chats: Remove takes one out of the chat, Dismiss keeps it. */
export function LiveChatReportList() {
  const m = useMessages(adminMessages).chatReports;
  const reports = useLiveChatReports();
  return (
    <ReportCards query={reports} loading={m.loading} empty={m.empty}>
      {(report) => <LiveChatReportItem key={report.report_id} report={report} />}
    </ReportCards>
  );
}
