import { SavedCopyNotice } from "@/components/saved-copy-notice";
import { QueryContent } from "@/components/query-content";
import { LoadMoreButton } from "@/components/load-more-button";
import { Badge } from "@/components/ui/badge";
import { DownloadButton } from "@/components/payments/download-button";
import { PayButton } from "@/components/payments/pay-button";
import { financialYearOf } from "@/lib/payment-rules";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type Pledge, useMyPledges } from "../api/list-my-pledges";
import { prayMessages } from "../messages";
import { AsWritten } from "@/components/as-written";

/** A UPI transfer the payer reported, which the temple has yet to confirm. */
function isAwaitingTemple(pledge: Pledge): boolean {
  return pledge.payments.some((payment) => payment.status === "awaiting_confirmation");
}

/** What the donor can do next: pay, wait for the temple, or download the receipt. */
function PledgeAction({ pledge }: { pledge: Pledge }) {
  const m = useMessages(prayMessages);
  if (pledge.status === "paid" && pledge.receipt_number) {
    return (
      <DownloadButton
        path={`/receipts/${pledge.id}`}
        filename={`receipt-${pledge.receipt_number.replaceAll("/", "-")}.pdf`}
        label={m.receipt}
        accessibleName={m.downloadReceipt(pledge.receipt_number)}
      />
    );
  }
  if (pledge.status !== "pending" && pledge.status !== "failed") return null;
  if (isAwaitingTemple(pledge)) {
    return <span className="text-sm">{m.upiSent}</span>;
  }
  return (
    <PayButton
      purpose="donation"
      id={pledge.id}
      amountPaise={pledge.amount_paise}
      invalidate={[["my-pledges"], ["seva-programs"]]}
    />
  );
}

/** The devotee's pledges, newest first, 20 at a time. */
export function MyPledges({ userId }: { userId: string }) {
  const m = useMessages(prayMessages);
  const pledges = useMyPledges(userId);
  const rows = pledges.data?.pages.flatMap((page) => page.pledges) ?? [];
  return (
    <QueryContent
      query={pledges}
      loading={m.loadingPledges}
      spinnerClassName="py-8"
      showLabel
      isEmpty={() => rows.length === 0}
      empty={
        <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
          {m.noPledges}
        </p>
      }
    >
      {() => (
        <>
          <SavedCopyNotice savedAt={pledges.dataUpdatedAt} />
          <DownloadButton
            path={() => `/statements/${financialYearOf(new Date())}`}
            filename={() => `donations-${financialYearOf(new Date())}.pdf`}
            label={m.statement}
          />
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {rows.map((pledge) => (
              <li
                key={pledge.id}
                className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div>
                  <p className="font-medium">
                    {m.amountTo(
                      formatPaise(pledge.amount_paise),
                      pledge.program?.title ? (
                        <AsWritten key="program">{pledge.program.title}</AsWritten>
                      ) : (
                        m.aProgram
                      ),
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {pledge.temple?.name ? (
                      <span translate="no">{pledge.temple.name} · </span>
                    ) : null}
                    {formatIstDateTime(pledge.created_at)}
                  </p>
                  {pledge.message ? (
                    <p className="text-sm" data-user-content>
                      {pledge.message}
                    </p>
                  ) : null}
                </div>
                <div className="grid justify-items-start gap-2 sm:justify-items-end">
                  <Badge variant={pledge.status === "paid" ? "default" : "muted"}>
                    {m.statuses[pledge.status]}
                    {pledge.receipt_number ? ` · ${pledge.receipt_number}` : ""}
                  </Badge>
                  <PledgeAction pledge={pledge} />
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreButton query={pledges} label={m.morePledges} />
        </>
      )}
    </QueryContent>
  );
}
