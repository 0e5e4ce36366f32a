import { ColumnHeadings } from "@/components/column-headings";
import { QueryContent } from "@/components/query-content";
import { formatPaise } from "@/lib/format";
import { dateTimeFormat } from "@/lib/i18n/formatter";
import { useMessages } from "@/lib/i18n/use-messages";
import { type DonationTotal, useDonationTotals } from "./donations-api";
import { donationsMessages } from "./messages";

const monthOptions: Intl.DateTimeFormatOptions = { month: "long", year: "numeric" };

/** Paid and pledged sums per value of `key` ("program_title" or "month"), in first-seen order. */
function sumBy(rows: DonationTotal[], key: "program_title" | "month") {
  const sums = new Map<string, { label: string; paid: number; pledged: number }>();
  for (const row of rows) {
    const entry = sums.get(row[key]) ?? { label: row[key], paid: 0, pledged: 0 };
    entry.paid += row.paid_paise;
    entry.pledged += row.pledged_paise;
    sums.set(row[key], entry);
  }
  return [...sums.values()];
}

function TotalsTable({
  caption,
  heading,
  rows,
  labelsAreNames = false,
}: {
  caption: string;
  heading: string;
  rows: { label: string; paid: number; pledged: number }[];
  /** Program titles are the temple's words, shown as written. */
  labelsAreNames?: boolean;
}) {
  const m = useMessages(donationsMessages);
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <ColumnHeadings headings={[heading, m.paid, m.pledged]} alignRight={[1, 2]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-border/60">
              <th
                scope="row"
                className="py-2 pr-3 font-normal"
                translate={labelsAreNames ? "no" : undefined}
              >
                {row.label}
              </th>
              <td className="py-2 pr-3 text-right">{formatPaise(row.paid)}</td>
              <td className="py-2 text-right">{formatPaise(row.pledged)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The temple's donations summed by program and by month in India. */
export function DonationTotals({ templeId }: { templeId: string }) {
  const totals = useDonationTotals(templeId);
  const m = useMessages(donationsMessages);
  return (
    <QueryContent query={totals} loading={m.addingUp} empty={null}>
      {(rows) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <TotalsTable
            caption={m.byProgram}
            heading={m.program}
            rows={sumBy(rows, "program_title")}
            labelsAreNames
          />
          <TotalsTable
            caption={m.byMonth}
            heading={m.month}
            rows={sumBy(rows, "month").map((row) => ({
              ...row,
              label: dateTimeFormat(monthOptions).format(new Date(`${row.label}T00:00:00+05:30`)),
            }))}
          />
        </div>
      )}
    </QueryContent>
  );
}
