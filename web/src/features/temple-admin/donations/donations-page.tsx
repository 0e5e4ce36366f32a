import { type ReactNode, useState } from "react";
import { PagedRecordList } from "@/components/record-list";
import { Badge } from "@/components/ui/badge";
import { TitledSection } from "@/components/titled-section";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { ListFilter } from "../components/list-filter";
import { TemplePage } from "../components/temple-page";
import { DonationTotals } from "./donation-totals";
import { donationReference, type DonationStatus, useTempleDonations } from "./donations-api";
import { ExportDonationsButton } from "./export-donations-button";
import { donationsMessages } from "./messages";

/** What the app needs to place a paid donation's receipt download (the payments feature's). */
export interface ReceiptDownload {
  donationId: string;
  filename: string;
  label: string;
  accessibleName: string;
}

function DonationsList({
  temple,
  paymentsToConfirm,
  receiptDownload,
}: {
  temple: MyTemple;
  paymentsToConfirm: (templeId: string) => ReactNode;
  receiptDownload: (receipt: ReceiptDownload) => ReactNode;
}) {
  const m = useMessages(donationsMessages);
  const [status, setStatus] = useState<DonationStatus | "all">("all");
  const donations = useTempleDonations(temple.id, status);
  const rows = donations.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <div className="grid gap-8">
      {paymentsToConfirm(temple.id)}
      <TitledSection title={m.totals} className="grid gap-4">
        <DonationTotals templeId={temple.id} />
        <ExportDonationsButton temple={temple} />
      </TitledSection>
      <TitledSection
        title={m.everyDonation}
        actions={
          <ListFilter label={m.status} value={status} onChange={setStatus}>
            <option value="all">{m.all}</option>
            {Object.entries(m.statuses).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </ListFilter>
        }
        actionsAlign="end"
        className="grid gap-4"
      >
        <PagedRecordList
          query={donations}
          rows={rows}
          loading={m.loading}
          empty={
            <p className="rounded-lg border border-border p-4">
              {status === "all" ? m.emptyAll : m.emptyStatus}
            </p>
          }
          moreLabel={m.loadMore}
          className="grid gap-3"
          itemClassName="grid gap-1 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto]"
        >
          {(donation) => (
            <>
              <div className="min-w-0">
                <p className="font-medium wrap-break-word">
                  {donation.is_anonymous ? (
                    m.anonymous
                  ) : donation.donor_name === null ? (
                    m.devotee
                  ) : (
                    <span translate="no">{donation.donor_name}</span>
                  )}
                  {" · "}
                  <span translate="no">{donation.program?.title}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {m.reference(donationReference(donation.id))} ·{" "}
                  {formatIstDateTime(donation.created_at)}
                  {donation.pan ? ` · ${m.pan(donation.pan)}` : ""}
                </p>
                {donation.message && (
                  <p className="text-sm" data-user-content>
                    “{donation.message}”
                  </p>
                )}
              </div>
              <div className="grid justify-items-start gap-1 sm:justify-items-end">
                <span className="font-semibold">{formatPaise(donation.amount_paise)}</span>
                <Badge variant={donation.status === "paid" ? "default" : "outline"}>
                  {m.statuses[donation.status]}
                </Badge>
                {donation.status === "paid"
                  ? receiptDownload({
                      donationId: donation.id,
                      filename: `receipt-${(
                        donation.receipt_number ?? donationReference(donation.id)
                      ).replaceAll("/", "-")}.pdf`,
                      label: m.receipt,
                      // The receipt's number tells the buttons apart without a donor's name.
                      accessibleName: m.downloadReceipt(
                        donation.receipt_number ?? donationReference(donation.id),
                      ),
                    })
                  : null}
              </div>
            </>
          )}
        </PagedRecordList>
      </TitledSection>
    </div>
  );
}

/**
 * /temple-admin/donations: every donation, totals by program and month, and the CSV export.
 * `paymentsToConfirm` is the payments feature's list of UPI payments to confirm and
 * `receiptDownload` its receipt download (the one the donor has), both placed by the app.
 */
export function DonationsPage({
  paymentsToConfirm,
  receiptDownload,
}: {
  paymentsToConfirm: (templeId: string) => ReactNode;
  receiptDownload: (receipt: ReceiptDownload) => ReactNode;
}) {
  const m = useMessages(donationsMessages);
  return (
    <TemplePage heading={m.heading}>
      {(temple) => (
        <DonationsList
          temple={temple}
          paymentsToConfirm={paymentsToConfirm}
          receiptDownload={receiptDownload}
        />
      )}
    </TemplePage>
  );
}
