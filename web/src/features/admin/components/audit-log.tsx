import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useAuditLog } from "../api/audit-log";
import { adminMessages } from "../messages";

/** The newest entries of the log no one can edit: who did what to whom, when and why. */
export function AuditLog() {
  const m = useMessages(adminMessages).audit;
  const log = useAuditLog();
  if (log.isPending) return <Spinner label={m.loading} />;
  if (log.isError) return <LoadError error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) {
    return <p>{m.empty}</p>;
  }
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
    <div role="region" aria-label={m.caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{m.caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              {m.when}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.who}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.what}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.about}
            </th>
            <th scope="col" className="py-2">
              {m.reason}
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="py-2 pr-3">{formatIstDateTime(entry.created_at)}</td>
              <td className="py-2 pr-3">
                {entry.action === "submitted"
                  ? m.owner
                  : entry.actor_id
                    ? [
                        `${m.administrator} `,
                        <span key="id" translate="no">
                          {entry.actor_id.slice(0, 8)}
                        </span>,
                      ]
                    : m.operator}
              </td>
              <td className="py-2 pr-3">{m.actions[entry.action]}</td>
              <td translate="no" className="py-2 pr-3">
                {entry.subject_name}
              </td>
              <td data-user-content className="py-2">
                {entry.reason ?? "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
