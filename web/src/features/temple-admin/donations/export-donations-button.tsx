import { CsvExportButton } from "@/components/csv-export-button";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { donationCsvColumns, fetchTempleDonations } from "./donations-api";
import { donationsMessages } from "./messages";

/** Every donation of the temple as a CSV download (the dashboard's Export Data, and Donations). */
export function ExportDonationsButton({ temple }: { temple: MyTemple }) {
  const m = useMessages(donationsMessages);
  return (
    <CsvExportButton
      label={m.exportCsv}
      fileName={`${temple.slug}-donations.csv`}
      columns={donationCsvColumns()}
      fetchPage={(from, to) => fetchTempleDonations(temple.id, "all", from, to)}
    />
  );
}
