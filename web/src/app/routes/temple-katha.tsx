// /temple-admin/katha: the temple's katha series; its own chunk.
import { guardedScreen } from "@/features/auth";
import { KathaPage } from "@/features/temple-admin/katha/katha-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).templeKatha);

export default guardedScreen(["temple_admin"], <KathaPage />);
