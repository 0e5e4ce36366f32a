// /spiritual-dashboard/live: schedule and start live sessions (SPEC §2, §5); its own chunk.
import { guardedScreen } from "@/features/auth";
import { SpiritualLive } from "@/features/spiritual-dashboard";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).spiritualLive);

export default guardedScreen(["guru", "pujari"], <SpiritualLive />);
