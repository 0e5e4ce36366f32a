// /book/:offeringId: the booking flow for one offering; its own chunk, devotees only.
import { useParams, useSearchParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { BookOfferingPage } from "@/features/bookings";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).bookOffering);

export default function Screen() {
  const { offeringId = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <RequireRole roles={["devotee"]}>
      <BookOfferingPage
        key={offeringId}
        offeringId={offeringId}
        initialStart={searchParams.get("start")}
      />
    </RequireRole>
  );
}
