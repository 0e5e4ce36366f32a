// /temple-admin/community: the temple's followers and notifications to them; its own chunk.
import { guardedScreen } from "@/features/auth";
import { CommunityPage } from "@/features/temple-admin/community/community-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).community);

export default guardedScreen(["temple_admin"], <CommunityPage />);
