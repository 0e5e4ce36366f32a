// /devotee-dashboard: the devotee's home (SPEC §2); its own chunk, devotees only.
import { DevoteeDashboard } from "@/features/devotee-dashboard";
import { guardedScreen } from "@/features/auth";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).devotee);

export default guardedScreen(["devotee"], <DevoteeDashboard />);
