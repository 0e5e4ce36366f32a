// /explore: temples by city and deity, and upcoming events; its own chunk, devotees only.
import { guardedScreen } from "@/features/auth";
import { ExplorePage } from "@/features/explore";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).explore);

export default guardedScreen(["devotee"], <ExplorePage />);
