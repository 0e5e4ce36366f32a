// /temple-admin/gallery: the temple's photos; its own chunk.
import { RequireRole } from "@/features/auth";
import { GalleryPage } from "@/features/temple-admin/gallery/gallery-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Gallery", "Upload, caption, reorder and remove your temple's photos.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <GalleryPage />
    </RequireRole>
  );
}
