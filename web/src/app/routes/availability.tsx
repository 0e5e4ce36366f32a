// /availability: a guru's or pujari's weekly hours, days off and calendar; its own chunk.
import { guardedScreen } from "@/features/auth";
import { AvailabilityPage } from "@/features/spiritual-dashboard/availability/availability-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).availability);

export default guardedScreen(["guru", "pujari"], <AvailabilityPage />);
