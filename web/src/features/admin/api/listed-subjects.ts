import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { VerificationKind, VerificationStatus } from "@/lib/verification-status";

export interface ListedSubject {
  kind: VerificationKind;
  id: string;
  name: string;
  slug: string;
  status: VerificationStatus;
  verified_at: string | null;
  reason: string | null;
}

const LIMIT = 50;

/**
 * Verified and suspended providers and temples whose name contains `search`, for suspending and
 * reinstating; sample rows are left out (they are not anyone's listing).
 */
export function listedSubjectsQuery(search: string) {
  return queryOptions({
    queryKey: ["admin", "listed", search] as const,
    queryFn: async (): Promise<ListedSubject[]> => {
      const supabase = await getSupabase();
      const pattern = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
      const [providers, temples] = await Promise.all([
        supabase
          .from("providers")
          .select("id, display_name, slug, verification_status, verified_at, rejection_reason")
          .in("verification_status", ["verified", "suspended"])
          .eq("is_sample", false)
          .ilike("display_name", pattern)
          .order("display_name")
          .limit(LIMIT),
        supabase
          .from("temples")
          .select("id, name, slug, verification_status, verified_at, rejection_reason")
          .in("verification_status", ["verified", "suspended"])
          .eq("is_sample", false)
          .ilike("name", pattern)
          .order("name")
          .limit(LIMIT),
      ]);
      type Row = {
        id: string;
        slug: string;
        verification_status: VerificationStatus;
        verified_at: string | null;
        rejection_reason: string | null;
      };
      const subject = (kind: VerificationKind, row: Row, name: string): ListedSubject => ({
        kind,
        id: row.id,
        name,
        slug: row.slug,
        status: row.verification_status,
        verified_at: row.verified_at,
        reason: row.rejection_reason,
      });
      return [
        ...(throwOnServerError(providers) as (Row & { display_name: string })[]).map((row) =>
          subject("provider", row, row.display_name),
        ),
        ...(throwOnServerError(temples) as (Row & { name: string })[]).map((row) =>
          subject("temple", row, row.name),
        ),
      ].sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
    },
  });
}

export function useListedSubjects(search: string) {
  return useQuery(listedSubjectsQuery(search));
}
