import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import { type Report, useReports, useResolveReport } from "../api/reports";

function reportedThing(report: Report): { label: string; href: string | null } {
  if (report.reviews) {
    return {
      label: `Review (${report.reviews.rating} of 5): "${report.reviews.body || "no text"}"`,
      href: null,
    };
  }
  if (report.providers) {
    return {
      label: `Profile of ${report.providers.display_name}`,
      href: paths.connectProvider.href(report.providers.slug),
    };
  }
  if (report.temples) {
    return {
      label: `Temple ${report.temples.name}`,
      href: paths.exploreTemple.href(report.temples.slug),
    };
  }
  return { label: "Something since removed", href: null };
}

const HANDLED: Record<Report["status"], string> = {
  open: "Open",
  dismissed: "Dismissed",
  actioned: "Action taken",
};

function ReportItem({ report }: { report: Report }) {
  const resolve = useResolveReport();
  const thing = reportedThing(report);
  const open = report.status === "open";
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4">
      <p className="font-medium">
        {thing.href ? (
          <a className="underline" href={thing.href} target="_blank" rel="noreferrer">
            {thing.label}
          </a>
        ) : (
          thing.label
        )}
      </p>
      <p>Reason given: {report.reason}</p>
      <p className="text-sm text-muted-foreground">
        Reported {formatIstDateTime(report.created_at)}
        {!open &&
          report.resolved_at &&
          ` · ${HANDLED[report.status]} ${formatIstDateTime(report.resolved_at)}`}
      </p>
      {resolve.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(resolve.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {open ? (
          <>
            <Button
              type="button"
              disabled={resolve.isPending}
              onClick={() => resolve.mutate({ report: report.id, status: "actioned" })}
            >
              Mark action taken
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={resolve.isPending}
              onClick={() => resolve.mutate({ report: report.id, status: "dismissed" })}
            >
              Dismiss
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ report: report.id, status: "open" })}
          >
            Undo: open again
          </Button>
        )}
      </div>
    </li>
  );
}

function ReportGroup({ status, empty }: { status: "open" | "handled"; empty: string }) {
  const reports = useReports(status);
  if (reports.isPending) return <Spinner label="Loading reports" />;
  if (reports.isError) {
    return <LoadError error={reports.error} onRetry={() => void reports.refetch()} />;
  }
  if (reports.data.length === 0) return <p>{empty}</p>;
  return (
    <ul className="grid gap-3">
      {reports.data.map((report) => (
        <ReportItem key={report.id} report={report} />
      ))}
    </ul>
  );
}

/**
 * What devotees reported: open ones to act on (suspend a profile from the Listed tab when it is
 * serious), and the latest handled ones, which can be opened again.
 */
export function ReportList() {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="open-reports" className="grid gap-3">
        <h3 id="open-reports" className="font-semibold">
          Open
        </h3>
        <ReportGroup status="open" empty="No open reports. Reports from devotees appear here." />
      </section>
      <section aria-labelledby="handled-reports" className="grid gap-3">
        <h3 id="handled-reports" className="font-semibold">
          Recently handled
        </h3>
        <ReportGroup status="handled" empty="Nothing handled yet." />
      </section>
    </div>
  );
}
