import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { VerificationKind } from "@/lib/verification-status";
import { uploadEvidence } from "./evidence-files";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";
import type { Tables } from "@/lib/database";

export type VerificationRequest = Pick<
  Tables<"verification_requests">,
  "id" | "status" | "submitted_at" | "decided_at" | "decision_reason"
>;

export function latestRequestQuery(kind: VerificationKind, subjectId: string) {
  return queryOptions({
    queryKey: ["verification-request", kind, subjectId] as const,
    queryFn: () =>
      askSupabase((supabase) =>
        supabase
          .from("verification_requests")
          .select("id, status, submitted_at, decided_at, decision_reason")
          .eq(kind === "provider" ? "provider_id" : "temple_id", subjectId)
          .order("submitted_at", { ascending: false })
          .limit(1)
          .maybeSingle(),
      ),
  });
}

export function useLatestVerificationRequest(kind: VerificationKind, subjectId: string) {
  return useQuery(latestRequestQuery(kind, subjectId));
}

export interface VerificationSubmission {
  kind: VerificationKind;
  subjectId: string;
  userId: string;
  files: File[];
  registrationNumber?: string;
  /** A temple's number typed with its documents is kept on its profile too, so it is asked once. */
  saveRegistrationNumber?: boolean;
  reference?: string;
  note?: string;
  /** Called before each upload, so the form can say "Uploading 2 of 3". */
  onProgress?(uploaded: number, total: number): void;
}

/** Uploads the documents one by one, then sends the request (rpc submit_verification). */
export async function submitVerification(input: VerificationSubmission) {
  const paths: string[] = [];
  for (const file of input.files) {
    input.onProgress?.(paths.length, input.files.length);
    paths.push(await uploadEvidence(input.userId, file));
  }
  input.onProgress?.(paths.length, input.files.length);
  const supabase = await getSupabase();
  if (input.kind === "temple" && input.saveRegistrationNumber && input.registrationNumber) {
    throwOnServerError(
      await supabase
        .from("temples")
        .update({ registration_number: input.registrationNumber.trim() })
        .eq("id", input.subjectId),
    );
  }
  throwOnServerError(
    await supabase.rpc("submit_verification", {
      kind: input.kind,
      subject: input.subjectId,
      evidence_paths: paths,
      registration_number: input.registrationNumber || null,
      reference: input.reference || null,
      note: input.note || null,
    }),
  );
}

export function useSubmitVerification() {
  return useMutation({
    mutationFn: submitVerification,
    onSettled: useRefreshAfter("verification"),
  });
}
