import { CsvExportButton } from "@/components/csv-export-button";
import type { MyTemple } from "../api/get-my-temple";
import { DONATION_CSV_COLUMNS, fetchTempleDonations } from "./donations-api";

/** Every donation of the temple as a CSV download (the dashboard's Export Data, and Donations). */
export function ExportDonationsButton({ temple }: { temple: MyTemple }) {
  return (
    <CsvExportButton
      label="Export donations (CSV)"
      fileName={`${temple.slug}-donations.csv`}
      columns={DONATION_CSV_COLUMNS}
      fetchPage={(from, to) => fetchTempleDonations(temple.id, "all", from, to)}
    />
  );
}
