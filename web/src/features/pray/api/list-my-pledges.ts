import { useInfiniteQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database";
import { numberedPagesOptions, readNumberedPage } from "@/lib/pages";

const PAGE_SIZE = 20;

/**
 * A pledge as its donor reads it: `receipt_number` is set when the donation is paid, and the
 * payment attempts tell a UPI transfer awaiting the temple's confirmation.
 */
export type Pledge = Pick<
  Tables<"donations">,
  "id" | "amount_paise" | "status" | "created_at" | "message" | "receipt_number"
> & {
  program: Pick<Tables<"seva_programs">, "title"> | null;
  temple: Pick<Tables<"temples">, "name"> | null;
  payments: Pick<Tables<"payments">, "status">[];
};

const COLUMNS =
  "id, amount_paise, status, created_at, message, receipt_number, program:seva_programs(title), temple:temples(name), payments(status)";

/** The devotee's own pledges, newest first (by donor, so a temple admin sees only their own here). */
export async function fetchMyPledges(userId: string, page: number) {
  const { rows, hasMore } = await readNumberedPage(page, PAGE_SIZE, (supabase, from, to) =>
    supabase
      .from("donations")
      .select(COLUMNS)
      .eq("donor_id", userId)
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, to),
  );
  return { pledges: rows, hasMore };
}

export function myPledgesOptions(userId: string) {
  return numberedPagesOptions(["my-pledges", userId] as const, (page) =>
    fetchMyPledges(userId, page),
  );
}

export function useMyPledges(userId: string) {
  return useInfiniteQuery(myPledgesOptions(userId));
}
