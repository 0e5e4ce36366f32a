import { messagesOf } from "@/lib/i18n/locale-store";
import { getSupabase } from "@/lib/supabase";
import { EVIDENCE_BUCKET } from "@/lib/verification-evidence";
import { verificationMessages } from "../messages";

/** What the private bucket accepts, as the trust migration creates it. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 10;
export const EVIDENCE_TYPES: Readonly<Record<string, string>> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

/** Why a chosen file cannot be sent, in words; undefined when it can. */
export function describeEvidenceProblem(file: File): string | undefined {
  const m = messagesOf(verificationMessages).files;
  if (!(file.type in EVIDENCE_TYPES)) return m.notAllowed(file.name);
  if (file.size > EVIDENCE_MAX_BYTES) return m.tooLarge(file.name);
  return undefined;
}

/** Uploads one document into the user's own folder and returns its object path. */
export async function uploadEvidence(userId: string, file: File): Promise<string> {
  const supabase = await getSupabase();
  const safeName = file.name.replace(/[^A-Za-z0-9._-]+/g, "-").slice(-80);
  const path = `${userId}/${crypto.randomUUID()}-${safeName}`;
  const { error } = await supabase.storage
    .from(EVIDENCE_BUCKET)
    .upload(path, file, { contentType: file.type });
  if (error) {
    throw new Error(messagesOf(verificationMessages).files.uploadFailed(file.name), {
      cause: error,
    });
  }
  return path;
}
