import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

export type ReportStatus = "open" | "dismissed" | "actioned";

export interface Report {
  id: string;
  target_kind: "review" | "provider" | "temple";
  reason: string;
  status: ReportStatus;
  created_at: string;
  resolved_at: string | null;
  resolution_note: string | null;
  reviews: { rating: number; body: string } | null;
  providers: { display_name: string; slug: string } | null;
  temples: { name: string; slug: string } | null;
}

/** Open reports oldest first, then the latest handled ones so a resolution can be undone. */
export function reportsQuery(status: "open" | "handled") {
  return queryOptions({
    queryKey: ["admin", "reports", status] as const,
    queryFn: async () => {
      const supabase = await getSupabase();
      const query = supabase
        .from("reports")
        .select(
          "id, target_kind, reason, status, created_at, resolved_at, resolution_note, reviews(rating, body), providers(display_name, slug), temples(name, slug)",
        );
      const filtered =
        status === "open"
          ? query.eq("status", "open").order("created_at")
          : query.neq("status", "open").order("resolved_at", { ascending: false });
      return throwOnServerError(await filtered.limit(50)) as unknown as Report[];
    },
  });
}

export function useReports(status: "open" | "handled") {
  return useQuery(reportsQuery(status));
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { report: string; status: ReportStatus; note?: string }) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await supabase.rpc("resolve_report", {
          report: input.report,
          status: input.status,
          note: input.note || null,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "reports"] }),
  });
}
