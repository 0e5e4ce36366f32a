import { useMutation } from "@tanstack/react-query";
import type { ReportKind } from "../schemas";
import { askSupabase } from "@/lib/supabase-request";

export interface NewReport {
  kind: ReportKind;
  target: string;
  reason: string;
}

/**
 * Flags a review, a guru or pujari, or a temple for the platform's team (rpc report_content):
 * one open report per target (PT409), five an hour (PT429).
 */
export async function reportContent({ kind, target, reason }: NewReport) {
  await askSupabase((supabase) => supabase.rpc("report_content", { kind, target, reason }));
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
