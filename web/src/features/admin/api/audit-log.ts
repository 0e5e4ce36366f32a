import { queryOptions, useQuery } from "@tanstack/react-query";
import { messagesOf } from "@/lib/i18n/locale-store";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { adminMessages } from "../messages";

// A view model: the two logs' rows merged into one shape, which no single query returns.
export interface AuditEntry {
  /** Unique across both logs: `v<id>` for verification, `a<id>` for other admin actions. */
  id: string;
  subject_kind: "provider" | "temple" | "review" | "user";
  action:
    | "submitted"
    | "approved"
    | "rejected"
    | "suspended"
    | "reinstated"
    | "report_dismissed"
    | "report_warned"
    | "review_removed"
    | "listing_suspended"
    | "factors_removed";
  reason: string | null;
  actor_id: string | null;
  created_at: string;
  /** The provider's or temple's name, looked up (the log keeps ids only, to outlive them). */
  subject_name: string;
}

interface AdminAuditRow {
  id: number;
  action: AuditEntry["action"];
  subject_kind: AuditEntry["subject_kind"];
  subject_name: string;
  actor_id: string | null;
  note: string;
  created_at: string;
}

/**
 * The newest 100 entries of both logs, newest first: verification decisions and submissions with
 * the names they are about, and report decisions and operators' factor removals (admin_audit keeps
 * the name as it was).
 */
export const auditLogQuery = queryOptions({
  queryKey: ["admin", "audit-log"] as const,
  queryFn: async (): Promise<AuditEntry[]> => {
    const supabase = await getSupabase();
    const [verification, admin] = await Promise.all([
      supabase
        .from("verification_audit")
        .select("id, subject_kind, provider_id, temple_id, action, reason, actor_id, created_at")
        .order("id", { ascending: false })
        .limit(100),
      supabase
        .from("admin_audit")
        .select("id, action, subject_kind, subject_name, actor_id, note, created_at")
        .order("id", { ascending: false })
        .limit(100),
    ]);
    // Both logs keep action and subject_kind as text held to their values by check constraints.
    const adminRows = throwOnServerError(admin) as AdminAuditRow[];
    const rows = throwOnServerError(verification) as (Omit<AuditEntry, "subject_name" | "id"> & {
      id: number;
      provider_id: string | null;
      temple_id: string | null;
    })[];
    const ids = (column: "provider_id" | "temple_id") => [
      ...new Set(rows.flatMap((row) => (row[column] ? [row[column]] : []))),
    ];
    const [providers, temples] = await Promise.all([
      supabase.from("providers").select("id, display_name").in("id", ids("provider_id")),
      supabase.from("temples").select("id, name").in("id", ids("temple_id")),
    ]);
    const names = new Map<string, string>([
      ...throwOnServerError(providers).map((p) => [p.id, p.display_name] as const),
      ...throwOnServerError(temples).map((t) => [t.id, t.name] as const),
    ]);
    const entries: AuditEntry[] = [
      ...rows.map(({ provider_id, temple_id, id, ...row }) => ({
        ...row,
        id: `v${id}`,
        subject_name:
          names.get(provider_id ?? temple_id ?? "") ?? messagesOf(adminMessages).removedAccount,
      })),
      ...adminRows.map(({ id, note, subject_name, ...row }) => ({
        ...row,
        id: `a${id}`,
        reason: note,
        subject_name: subject_name || messagesOf(adminMessages).removedAccount,
      })),
    ];
    return entries
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
      .slice(0, 100);
  },
});

export function useAuditLog() {
  return useQuery(auditLogQuery);
}
