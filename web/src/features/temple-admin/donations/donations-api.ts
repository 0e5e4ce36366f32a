import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import type { CsvColumn } from "@/lib/csv-export";
import { formatIstDateTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { donationsMessages } from "./messages";
import { askSupabase } from "@/lib/supabase-request";

const PAGE_SIZE = 20;

export type DonationStatus = "pending" | "paid" | "failed" | "refunded";

/** A donation as the receiving temple sees it; the donor's name is null when they gave anonymously. */
export interface TempleDonation {
  id: string;
  amount_paise: number;
  status: DonationStatus;
  donor_name: string | null;
  is_anonymous: boolean;
  pan: string | null;
  message: string;
  created_at: string;
  paid_at: string | null;
  /** Issued when the donation is paid. */
  receipt_number: string | null;
  program: { title: string } | null;
}

const COLUMNS =
  "id, amount_paise, status, donor_name, is_anonymous, pan, message, created_at, paid_at, receipt_number, program:seva_programs(title)";

/** The pledge's reference until payments issue receipt numbers: its id's first eight characters. */
export function donationReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** Rows `from`..`to` of the temple's donations, newest first, with the total. */
export async function fetchTempleDonations(
  templeId: string,
  status: DonationStatus | "all",
  from: number,
  to: number,
) {
  const supabase = await getSupabase();
  let query = supabase
    .from("donations")
    .select(COLUMNS, { count: "exact" })
    .eq("temple_id", templeId);
  if (status !== "all") query = query.eq("status", status);
  const response = await query
    .order("created_at", { ascending: false })
    .order("id")
    .range(from, to);
  return { rows: throwOnServerError(response), total: response.count };
}

export function useTempleDonations(templeId: string, status: DonationStatus | "all") {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["temple-donations", templeId, status] as const,
      queryFn: async ({ pageParam }) => {
        const from = pageParam * PAGE_SIZE;
        const page = await fetchTempleDonations(templeId, status, from, from + PAGE_SIZE - 1);
        return { ...page, hasMore: page.total !== null && from + page.rows.length < page.total };
      },
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
    }),
  );
}

/** Totals by program and month in India (rpc temple_donation_totals), paid apart from pledged. */
export interface DonationTotal {
  seva_program_id: string;
  program_title: string;
  month: string;
  paid_paise: number;
  paid_count: number;
  pledged_paise: number;
  pledged_count: number;
}

export function useDonationTotals(templeId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["temple-donation-totals", templeId] as const,
      queryFn: async () => {
        return askSupabase((supabase) =>
          supabase.rpc("temple_donation_totals", { temple_id: templeId }),
        );
      },
    }),
  );
}

/** The export's columns, headed and worded in the current language. */
export function donationCsvColumns(): readonly CsvColumn<TempleDonation>[] {
  const m = messagesOf(donationsMessages);
  return [
    { header: m.csv.reference, value: (row) => donationReference(row.id) },
    {
      header: m.csv.date,
      value: (row) => formatIstDateTime(row.created_at, "Asia/Kolkata"),
    },
    { header: m.csv.donor, value: (row) => (row.is_anonymous ? m.anonymous : row.donor_name) },
    { header: m.csv.pan, value: (row) => row.pan },
    { header: m.csv.program, value: (row) => row.program?.title },
    { header: m.csv.amount, value: (row) => (row.amount_paise / 100).toFixed(2) },
    { header: m.csv.status, value: (row) => m.statuses[row.status] },
    { header: m.csv.dedication, value: (row) => row.message },
  ];
}
