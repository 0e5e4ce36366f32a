// /connect: find verified gurus and pujaris; its own chunk, devotees only.
import { guardedScreen } from "@/features/auth";
import { ConnectPage } from "@/features/connect";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).connect);

export default guardedScreen(["devotee"], <ConnectPage />);
