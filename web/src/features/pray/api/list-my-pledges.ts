import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

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
  const supabase = await getSupabase();
  const from = page * PAGE_SIZE;
  const rows = throwOnServerError(
    await supabase
      .from("donations")
      .select(COLUMNS)
      .eq("donor_id", userId)
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, from + PAGE_SIZE),
  );
  return { pledges: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

export function myPledgesOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: ["my-pledges", userId] as const,
    queryFn: ({ pageParam }) => fetchMyPledges(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useMyPledges(userId: string) {
  return useInfiniteQuery(myPledgesOptions(userId));
}
