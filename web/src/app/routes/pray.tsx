// /pray: seva programs to support and the devotee's pledges; its own chunk, devotees only.
import { guardedScreen } from "@/features/auth";
import { PrayPage } from "@/features/pray";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).pray);

export default guardedScreen(["devotee"], <PrayPage />);
