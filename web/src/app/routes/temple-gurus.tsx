// /temple-admin/gurus: the temple's gurus and pujaris; its own chunk.
import { guardedScreen } from "@/features/auth";
import { GurusPage } from "@/features/temple-admin/gurus/gurus-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).templeGurus);

export default guardedScreen(["temple_admin"], <GurusPage />);
