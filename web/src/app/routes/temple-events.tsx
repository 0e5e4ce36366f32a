// /temple-admin/events: the temple's events and registrations; its own chunk.
import { guardedScreen } from "@/features/auth";
import { EventsPage } from "@/features/temple-admin/events/events-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).events);

export default guardedScreen(["temple_admin"], <EventsPage />);
