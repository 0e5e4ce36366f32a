import { queryOptions, useQuery } from "@tanstack/react-query";
import { messagesOf } from "@/lib/i18n/locale-store";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { adminMessages } from "../messages";

export interface AuditEntry {
  id: number;
  subject_kind: "provider" | "temple";
  action: "submitted" | "approved" | "rejected" | "suspended" | "reinstated";
  reason: string | null;
  actor_id: string | null;
  created_at: string;
  /** The provider's or temple's name, looked up (the log keeps ids only, to outlive them). */
  subject_name: string;
}

/** The newest 100 decisions and submissions, with the names they are about. */
export const auditLogQuery = queryOptions({
  queryKey: ["admin", "audit-log"] as const,
  queryFn: async (): Promise<AuditEntry[]> => {
    const supabase = await getSupabase();
    const rows = throwOnServerError(
      await supabase
        .from("verification_audit")
        .select("id, subject_kind, provider_id, temple_id, action, reason, actor_id, created_at")
        .order("id", { ascending: false })
        .limit(100),
    ) as (Omit<AuditEntry, "subject_name"> & {
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
      ...(throwOnServerError(providers) as { id: string; display_name: string }[]).map(
        (p) => [p.id, p.display_name] as const,
      ),
      ...(throwOnServerError(temples) as { id: string; name: string }[]).map(
        (t) => [t.id, t.name] as const,
      ),
    ]);
    return rows.map(({ provider_id, temple_id, ...row }) => ({
      ...row,
      subject_name:
        names.get(provider_id ?? temple_id ?? "") ?? messagesOf(adminMessages).removedAccount,
    }));
  },
});

export function useAuditLog() {
  return useQuery(auditLogQuery);
}
