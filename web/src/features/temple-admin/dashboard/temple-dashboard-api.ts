import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Tables } from "@/lib/database";
import { MAX_UPCOMING_EVENTS } from "../navigation";
import type { AdminSevaProgram } from "../seva/admin-seva-program";
import { fetchTempleSevaPrograms } from "../seva/seva-api";
import { askSupabase } from "@/lib/supabase-request";

export type DashboardEvent = Pick<
  Tables<"temple_events">,
  "id" | "title" | "kind" | "starts_at" | "registration_count" | "is_filling_fast"
>;

/** The dashboard's figures and lists, all from the temple's rows. */
export interface TempleDashboardData {
  activeEvents: number;
  upcomingEvents: DashboardEvent[];
  activePrograms: AdminSevaProgram[];
  /** Paid donations only: pledges awaiting payment are not money received. */
  paidDonationsPaise: number;
  /** Pledges awaiting payment, shown apart from the total. */
  pledgedPaise: number;
  /** The temple's streams live now, with the viewers their heartbeats counted. */
  liveSessions: { id: string; viewer_count: number }[];
}

async function fetchUpcoming(templeId: string) {
  const supabase = await getSupabase();
  const response = await supabase
    .from("temple_events")
    .select("id, title, kind, starts_at, registration_count, is_filling_fast", { count: "exact" })
    .eq("temple_id", templeId)
    .is("cancelled_at", null)
    .gte("starts_at", new Date().toISOString())
    .order("starts_at")
    .order("id")
    .limit(MAX_UPCOMING_EVENTS);
  return { events: throwOnServerError(response), count: response.count ?? 0 };
}

async function fetchDonationTotals(templeId: string) {
  const supabase = await getSupabase();
  const totals = throwOnServerError(
    await supabase.rpc("temple_donation_totals", { temple_id: templeId }),
  );
  return {
    paidDonationsPaise: totals.reduce((sum, row) => sum + row.paid_paise, 0),
    pledgedPaise: totals.reduce((sum, row) => sum + row.pledged_paise, 0),
  };
}

async function fetchLiveSessions(templeId: string) {
  return askSupabase((supabase) =>
    supabase
      .from("live_sessions")
      .select("id, viewer_count")
      .eq("temple_id", templeId)
      .eq("status", "live"),
  );
}

export async function fetchTempleDashboard(templeId: string): Promise<TempleDashboardData> {
  const [upcoming, programs, donations, liveSessions] = await Promise.all([
    fetchUpcoming(templeId),
    fetchTempleSevaPrograms(templeId),
    fetchDonationTotals(templeId),
    fetchLiveSessions(templeId),
  ]);
  return {
    activeEvents: upcoming.count,
    upcomingEvents: upcoming.events,
    activePrograms: programs.filter((program) => program.active),
    ...donations,
    liveSessions,
  };
}

export function useTempleDashboard(templeId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["temple-dashboard", templeId] as const,
      queryFn: () => fetchTempleDashboard(templeId),
    }),
  );
}
