import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { formatIstDateTime } from "@/lib/format";
import { type AuditEntry, useAuditLog } from "../api/audit-log";

const ACTIONS: Record<AuditEntry["action"], string> = {
  submitted: "Sent documents",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
  reinstated: "Reinstated",
};

/** The newest entries of the log no one can edit: who did what to whom, when and why. */
export function AuditLog() {
  const log = useAuditLog();
  if (log.isPending) return <Spinner label="Loading the audit log" />;
  if (log.isError) return <LoadError error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) {
    return <p>The log is empty. Every request and decision is recorded here.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">The newest 100 entries of the verification audit log</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              When (IST)
            </th>
            <th scope="col" className="py-2 pr-3">
              Who
            </th>
            <th scope="col" className="py-2 pr-3">
              What
            </th>
            <th scope="col" className="py-2 pr-3">
              About
            </th>
            <th scope="col" className="py-2">
              Reason
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="py-2 pr-3">{formatIstDateTime(entry.created_at)}</td>
              <td className="py-2 pr-3">
                {entry.action === "submitted"
                  ? "The owner"
                  : entry.actor_id
                    ? `Administrator ${entry.actor_id.slice(0, 8)}`
                    : "Operator command"}
              </td>
              <td className="py-2 pr-3">{ACTIONS[entry.action]}</td>
              <td className="py-2 pr-3">{entry.subject_name}</td>
              <td className="py-2">{entry.reason ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
