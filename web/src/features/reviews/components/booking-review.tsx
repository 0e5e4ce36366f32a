import { useState } from "react";
import type { BookingStatus } from "@/components/booking-status";
import { LoadError } from "@/components/load-error";
import { TitledCard } from "@/components/titled-card";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { useCreateReview } from "../api/create-review";
import { useBookingReview } from "../api/get-booking-review";
import { reviewMessages } from "../messages";
import { MyReview } from "./my-review";
import { ReviewForm } from "./review-form";

function ReviewCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <TitledCard title={title} className="grid gap-3">
      {children}
    </TitledCard>
  );
}

function CompletedBookingReview({ bookingId, hostName }: { bookingId: string; hostName: string }) {
  const { user } = useAuth();
  const review = useBookingReview(bookingId);
  const create = useCreateReview();
  const m = useMessages(reviewMessages);
  const [notice, setNotice] = useState<{ text: string; isProblem: boolean } | null>(null);

  if (review.isPending) {
    return (
      <ReviewCard title={m.yourReview}>
        <Spinner label={m.loadingReview} />
      </ReviewCard>
    );
  }
  if (review.isError) {
    return (
      <ReviewCard title={m.yourReview}>
        <LoadError error={review.error} onRetry={() => void review.refetch()} />
      </ReviewCard>
    );
  }
  const noticeLine = notice ? (
    <p
      role={notice.isProblem ? "alert" : "status"}
      className={notice.isProblem ? "text-destructive" : undefined}
    >
      {notice.text}
    </p>
  ) : null;
  if (review.data) {
    return (
      <ReviewCard title={m.yourReview}>
        {noticeLine}
        <MyReview review={review.data} hostName={hostName} />
      </ReviewCard>
    );
  }
  return (
    <ReviewCard title={m.howWasIt}>
      <p className="text-muted-foreground">
        {m.helpsOthers[0]}
        <span translate="no">{hostName}</span>
        {m.helpsOthers[1]}
      </p>
      <ReviewForm
        submitLabel={m.submit}
        onSave={async (review) => {
          try {
            await create.mutateAsync({ bookingId, authorId: user?.id ?? "", ...review });
            setNotice({ text: m.published, isProblem: false });
          } catch (error) {
            // The review that already exists replaces the form once it has loaded again.
            if ((error as { code?: string }).code === "23505") {
              setNotice({ text: m.errors.alreadyReviewed, isProblem: true });
            }
            throw error;
          }
        }}
      />
    </ReviewCard>
  );
}

/**
 * The devotee's review of a booking on /bookings/:id: a form once the booking is completed, then
 * their review with Edit and Delete; before that, when it becomes possible.
 */
export function BookingReview({
  bookingId,
  status,
  hostName,
}: {
  bookingId: string;
  status: BookingStatus;
  hostName: string;
}) {
  const m = useMessages(reviewMessages);
  if (status === "requested" || status === "confirmed") {
    return (
      <ReviewCard title={m.review}>
        <p className="text-muted-foreground">{m.errors.notCompleted}</p>
      </ReviewCard>
    );
  }
  if (status !== "completed") return null;
  return <CompletedBookingReview bookingId={bookingId} hostName={hostName} />;
}
