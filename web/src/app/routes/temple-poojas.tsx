// /temple-admin/poojas: the temple's poojas and their bookings; its own chunk.
import { guardedScreen } from "@/features/auth";
import { PoojasPage } from "@/features/temple-admin/poojas/poojas-page";
import { ReceivedReviews } from "@/features/reviews";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).poojas);

export default guardedScreen(
  ["temple_admin"],
  <PoojasPage
    receivedReviews={(templeId) => <ReceivedReviews host={{ kind: "temple", id: templeId }} />}
  />,
);
