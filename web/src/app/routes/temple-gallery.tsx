// /temple-admin/gallery: the temple's photos; its own chunk.
import { RequireRole } from "@/features/auth";
import { GalleryPage } from "@/features/temple-admin/gallery/gallery-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).gallery);

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <GalleryPage />
    </RequireRole>
  );
}
