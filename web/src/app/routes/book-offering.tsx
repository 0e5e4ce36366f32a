// /book/:offeringId: the booking flow for one offering; its own chunk, devotees only.
import { useParams, useSearchParams } from "react-router";
import { RequireRole } from "@/features/auth";
import { BookOfferingPage } from "@/features/bookings";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Book", "Choose a date and a free time, then confirm.");

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
