import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { askSupabase } from "@/lib/supabase-request";

export type ReportStatus = "open" | "dismissed" | "actioned";

/** What an administrator does about a report; each needs a note, kept in the audit log. */
export type ReportAction = "dismiss" | "warn" | "remove" | "suspend";

/** Open reports oldest first, then the latest handled ones so a resolution can be undone. */
async function fetchReports(status: "open" | "handled") {
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
  const reports = throwOnServerError(
    await filtered
      .limit(50)
      // target_kind and status are text kept to their values by check constraints.
      .overrideTypes<{ target_kind: "review" | "provider" | "temple"; status: ReportStatus }[]>(),
  );
  if (reports.length === 0) return [];
  const reporters = throwOnServerError(
    await supabase.rpc("report_reporters", { reports: reports.map((report) => report.id) }),
  );
  const names = new Map(reporters.map((row) => [row.report, row.reporter_name]));
  // Who sent it, which only administrators at aal2 may read.
  return reports.map((report) => ({ ...report, reporter_name: names.get(report.id) ?? "" }));
}

export type Report = Awaited<ReturnType<typeof fetchReports>>[number];

export function reportsQuery(status: "open" | "handled") {
  return queryOptions({
    queryKey: ["admin", "reports", status] as const,
    queryFn: () => fetchReports(status),
  });
}

export function useReports(status: "open" | "handled") {
  return useQuery(reportsQuery(status));
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { report: string; status: ReportStatus; note?: string }) => {
      await askSupabase((supabase) =>
        supabase.rpc("resolve_report", {
          report: input.report,
          status: input.status,
          note: input.note || null,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "reports"] }),
  });
}

/** One recorded decision on an open report, with the administrator's note. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { report: string; action: ReportAction; note: string }) => {
      await askSupabase((supabase) => supabase.rpc("decide_report", input));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin", "reports"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "audit-log"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "listed"] }),
      ]),
  });
}
