import { queryOptions, useQuery } from "@tanstack/react-query";
import { messagesOf } from "@/lib/i18n/locale-store";
import { adminMessages } from "../messages";
import type { VerificationKind } from "@/lib/verification-status";
import { askSupabase } from "@/lib/supabase-request";

/** Requests waiting for a decision, oldest first (RLS shows them to MFA platform admins only). */
async function fetchVerificationQueue() {
  return askSupabase((supabase) =>
    supabase
      .from("verification_requests")
      .select(
        "id, subject_kind, provider_id, temple_id, evidence_paths, registration_number, reference, note, submitted_at, providers(display_name, slug, kind, city), temples(name, slug, city)",
      )
      .eq("status", "pending")
      .order("submitted_at")
      .limit(100)
      // A check constraint keeps subject_kind to the two kinds; the generated type says text.
      .overrideTypes<{ subject_kind: VerificationKind }[]>(),
  );
}

export type QueuedRequest = Awaited<ReturnType<typeof fetchVerificationQueue>>[number];

export const verificationQueueQuery = queryOptions({
  queryKey: ["admin", "verification-queue"] as const,
  queryFn: fetchVerificationQueue,
});

export function useVerificationQueue() {
  return useQuery(verificationQueueQuery);
}

/** The name a request is about, whichever kind it is. */
export function subjectName(request: QueuedRequest): string {
  return (
    request.providers?.display_name ?? request.temples?.name ?? messagesOf(adminMessages).unknown
  );
}
