import { useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { Badge } from "@/components/ui/badge";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { PaymentsToConfirm } from "@/features/payments";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import type { MyTemple } from "../api/get-my-temple";
import { TempleGate } from "../components/temple-gate";
import { TempleShell } from "../components/temple-shell";
import { DonationTotals } from "./donation-totals";
import {
  donationReference,
  type DonationStatus,
  STATUS_LABELS,
  useTempleDonations,
} from "./donations-api";
import { ExportDonationsButton } from "./export-donations-button";

function DonationsList({ temple }: { temple: MyTemple }) {
  const filterId = useId();
  const [status, setStatus] = useState<DonationStatus | "all">("all");
  const donations = useTempleDonations(temple.id, status);
  const rows = donations.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <div className="grid gap-8">
      <PaymentsToConfirm column="temple_id" id={temple.id} />
      <section aria-labelledby="totals-title" className="grid gap-4">
        <h2 id="totals-title" className="text-lg font-semibold">
          Totals
        </h2>
        <DonationTotals templeId={temple.id} />
        <ExportDonationsButton temple={temple} />
      </section>
      <section aria-labelledby="donations-title" className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <h2 id="donations-title" className="mr-auto text-lg font-semibold">
            Every donation
          </h2>
          <div className="grid gap-1 text-sm">
            <label htmlFor={filterId}>Status</label>
            <NativeSelect
              id={filterId}
              value={status}
              onChange={(event) => setStatus(event.target.value as DonationStatus | "all")}
            >
              <option value="all">All</option>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {donations.isPending ? (
          <Spinner label="Loading donations" />
        ) : donations.isError ? (
          <LoadError error={donations.error} onRetry={() => void donations.refetch()} />
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-border p-4">
            No donations {status === "all" ? "yet" : "with this status"}. Create a seva program and
            promote it: devotees pledge from Explore and Pray.
          </p>
        ) : (
          <>
            <ul className="grid gap-3">
              {rows.map((donation) => (
                <li
                  key={donation.id}
                  className="grid gap-1 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto]"
                >
                  <div className="min-w-0">
                    <p className="font-medium wrap-break-word">
                      {donation.is_anonymous ? "Anonymous" : (donation.donor_name ?? "Devotee")}
                      {" · "}
                      {donation.program?.title}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Ref. {donationReference(donation.id)} ·{" "}
                      {formatIstDateTime(donation.created_at)}
                      {donation.pan ? ` · PAN ${donation.pan}` : ""}
                    </p>
                    {donation.message && <p className="text-sm">“{donation.message}”</p>}
                  </div>
                  <div className="grid justify-items-start gap-1 sm:justify-items-end">
                    <span className="font-semibold">{formatPaise(donation.amount_paise)}</span>
                    <Badge variant={donation.status === "paid" ? "default" : "outline"}>
                      {STATUS_LABELS[donation.status]}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMoreButton query={donations} label="Load more donations" />
          </>
        )}
      </section>
    </div>
  );
}

/** /temple-admin/donations: every donation, totals by program and month, and the CSV export. */
export function DonationsPage() {
  return (
    <TempleShell heading="Donations">
      <TempleGate>{(temple) => <DonationsList temple={temple} />}</TempleGate>
    </TempleShell>
  );
}
