// /temples: the temples a guru or pujari serves at and their invitations; its own chunk.
import { guardedScreen } from "@/features/auth";
import { TemplesPage } from "@/features/spiritual-dashboard/temples/temples-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).temples);

export default guardedScreen(["guru", "pujari"], <TemplesPage />);
