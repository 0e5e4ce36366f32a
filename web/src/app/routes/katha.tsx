// /katha: the guru's or pujari's offerings, the Katha view of /services; its own chunk.
import { guardedScreen } from "@/features/auth";
import { OfferingsPage } from "@/features/spiritual-dashboard/offerings/offerings-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).katha);

export default guardedScreen(["guru", "pujari"], <OfferingsPage view="katha" />);
