// /earnings: a guru's or pujari's completed bookings by month, with a CSV export; its own chunk.
import { guardedScreen } from "@/features/auth";
import { EarningsPage } from "@/features/spiritual-dashboard/earnings/earnings-page";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).earnings);

export default guardedScreen(["guru", "pujari"], <EarningsPage />);
