import { getSupabase } from "@/lib/supabase";
import { messagesOf } from "@/lib/i18n/locale-store";
import { IMAGE_TYPES, ImageUploadError, uploadImage } from "@/lib/image-upload";
import { liveSessionsMessages } from "./messages";

/**
 * Uploads a session's thumbnail under the host's own folder of live-thumbnails (the bucket's
 * policy) with a fresh name, so a new picture never overwrites one a saved session shows.
 */
export async function uploadLiveThumbnail(file: File): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId)
    throw new ImageUploadError("not_allowed", messagesOf(liveSessionsMessages).form.signInToUpload);
  const extension = IMAGE_TYPES[file.type]?.toLowerCase() ?? "img";
  const { publicUrl } = await uploadImage(
    { bucket: "live-thumbnails", path: `${userId}/${crypto.randomUUID()}.${extension}`, file },
    supabase,
  );
  return publicUrl;
}
