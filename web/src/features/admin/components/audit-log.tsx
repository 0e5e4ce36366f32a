import { ColumnHeadings } from "@/components/column-headings";
import { QueryContent } from "@/components/query-content";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useAuditLog } from "../api/audit-log";
import { adminMessages } from "../messages";

/** The newest entries of the log no one can edit: who did what to whom, when and why. */
export function AuditLog() {
  const m = useMessages(adminMessages).audit;
  const log = useAuditLog();
  return (
    <QueryContent query={log} loading={m.loading} empty={<p>{m.empty}</p>}>
      {(entries) => (
        // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
        <div role="region" aria-label={m.caption} tabIndex={0} className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{m.caption}</caption>
            <ColumnHeadings headings={[m.when, m.who, m.what, m.about, m.reason]} />
            <tbody>
              {entries.map((entry) => (
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
      )}
    </QueryContent>
  );
}
