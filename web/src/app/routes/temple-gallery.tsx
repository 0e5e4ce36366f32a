// /temple-admin/gallery: the temple's photos; its own chunk.
import { guardedScreen } from "@/features/auth";
import { GalleryPage } from "@/features/temple-admin/gallery/gallery-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).gallery);

export default guardedScreen(["temple_admin"], <GalleryPage />);
