import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "@/lib/image-upload";
import { throwOnServerError } from "@/lib/server-error";
import type { Tables, TablesInsert } from "@/lib/database";
import { getSupabase } from "@/lib/supabase";
import { useReread } from "@/lib/mutation-refresh";
import { askSupabase, useSupabaseQuery } from "@/lib/supabase-request";

/** A photo of the temple's gallery: its object in temple-media and its caption, in order. */
export type TemplePhoto = Pick<Tables<"temple_photos">, "id" | "path" | "caption" | "position">;

const galleryKey = (templeId: string) => ["temple-gallery", templeId] as const;

export function useTempleGallery(templeId: string) {
  return useSupabaseQuery(galleryKey(templeId), (supabase) =>
    supabase
      .from("temple_photos")
      .select("id, path, caption, position")
      .eq("temple_id", templeId)
      .order("position")
      .limit(200),
  );
}

type GalleryChange =
  | { change: "caption"; id: string; caption: string }
  | { change: "move"; id: string; direction: -1 | 1 }
  | { change: "remove"; photo: TemplePhoto };

/** Uploads a photo into the temple's folder, then records it (placed last by the database). */
export function useAddPhoto(templeId: string) {
  return useMutation({
    mutationFn: async ({ file, caption }: { file: File; caption: string }) => {
      const { path, publicUrl } = await uploadImage({
        bucket: "temple-media",
        path: `${templeId}/gallery/${crypto.randomUUID()}`,
        file,
      });
      await askSupabase((supabase) =>
        supabase
          .from("temple_photos")
          // A trigger places the photo last (position), which the generated type cannot know.
          .insert({ temple_id: templeId, path, caption } as TablesInsert<"temple_photos">),
      );
      return publicUrl;
    },
    onSuccess: useReread(galleryKey(templeId)),
  });
}

/** Captions, moves or removes a photo (the row first, then its file). */
export function useChangeGallery(templeId: string) {
  return useMutation({
    mutationFn: async (input: GalleryChange) => {
      const supabase = await getSupabase();
      switch (input.change) {
        case "caption":
          throwOnServerError(
            await supabase
              .from("temple_photos")
              .update({ caption: input.caption })
              .eq("id", input.id),
          );
          return;
        case "move":
          throwOnServerError(
            await supabase.rpc("move_temple_photo", {
              photo_id: input.id,
              direction: input.direction,
            }),
          );
          return;
        case "remove":
          throwOnServerError(
            await supabase.from("temple_photos").delete().eq("id", input.photo.id),
          );
          // A file left behind is only storage; a row without its file would show a broken image.
          await supabase.storage.from("temple-media").remove([input.photo.path]);
          return;
      }
    },
    onSettled: useReread(galleryKey(templeId)),
  });
}
