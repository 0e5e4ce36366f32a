import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useMyProvider } from "../api/get-my-provider";
import { useProviderBookings } from "../api/list-provider-bookings";
import { LinkedSentence } from "../components/linked-sentence";
import { providerReadState } from "../components/provider-read-state";
import { SpiritualShell } from "../components/spiritual-shell";
import { spiritualMessages } from "../messages";
import { type EarningsMonth, formatEarningsCsv, groupEarningsByMonth } from "./earnings";
import { earningsMessages } from "./messages";

function downloadCsv(months: readonly EarningsMonth[]) {
  const url = URL.createObjectURL(
    new Blob([formatEarningsCsv(months)], { type: "text/csv;charset=utf-8" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = "bhakti-setu-earnings.csv";
  link.click();
  URL.revokeObjectURL(url);
}

/** /earnings: completed bookings by month with their amounts, and a CSV export. */
export function EarningsPage() {
  const provider = useMyProvider();
  const bookings = useProviderBookings(provider.data?.id);
  const months = groupEarningsByMonth(bookings.data ?? []);
  const m = useMessages(earningsMessages);
  const { devotee } = useMessages(spiritualMessages);

  const body = () => {
    const state = providerReadState({ provider, rows: bookings, loading: m.loading });
    if (state) return state;
    if (months.length === 0) {
      return (
        <LinkedSentence
          words={m.empty}
          to={paths.bookings}
          className="rounded-lg border border-dashed border-border p-6"
        />
      );
    }
    return months.map((month) => (
      <Card key={month.month}>
        <CardHeader>
          <CardTitle as="h2">{m.received(month.label, formatPaise(month.totalPaise))}</CardTitle>
          {month.unpaidPaise > 0 && (
            <p className="text-sm text-muted-foreground">
              {m.unpaid(formatPaise(month.unpaidPaise))}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border text-sm">
            {month.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="min-w-0 wrap-break-word">
                  <span translate="no">{booking.title}</span> ·{" "}
                  {booking.devotee_name ? (
                    <span translate="no">{booking.devotee_name}</span>
                  ) : (
                    devotee
                  )}{" "}
                  · {formatIstDateTime(booking.start)}
                </span>
                <span className="font-semibold">
                  {formatPaise(booking.price_paise)}
                  {booking.paid_at ? "" : m.notPaidYet}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    ));
  };

  return (
    <SpiritualShell
      heading={m.heading}
      actions={
        months.length > 0 && (
          <Button type="button" variant="outline" onClick={() => downloadCsv(months)}>
            {m.exportCsv}
          </Button>
        )
      }
    >
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      {body()}
    </SpiritualShell>
  );
}
