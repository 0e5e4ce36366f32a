// /clients: the devotees who booked a guru or pujari, with their bookings; its own chunk.
import { guardedScreen } from "@/features/auth";
import { ClientsPage } from "@/features/spiritual-dashboard/clients/clients-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).clients);

export default guardedScreen(["guru", "pujari"], <ClientsPage />);
