import { getSupabase } from "@/lib/supabase";

/** The private bucket of verification documents, as the trust migration creates it. */
export const EVIDENCE_BUCKET = "verification-evidence";

/** A link an administrator opens to read a document; it works for ten minutes. */
export async function createEvidenceLink(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(EVIDENCE_BUCKET).createSignedUrl(path, 600);
  if (error) throw error;
  return data.signedUrl;
}
