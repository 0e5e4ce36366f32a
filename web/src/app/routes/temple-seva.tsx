// /temple-admin/seva: the temple's seva programs; its own chunk.
import { guardedScreen } from "@/features/auth";
import { SevaPage } from "@/features/temple-admin/seva/seva-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).seva);

export default guardedScreen(["temple_admin"], <SevaPage />);
