// /temple-invitations: invitations to co-administer a temple, for any signed-in user; its own chunk.
import { guardedScreen } from "@/features/auth";
import { TempleInvitationsPage } from "@/features/temple-admin/invitations/temple-invitations-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).invitations);

export default guardedScreen(null, <TempleInvitationsPage />);
