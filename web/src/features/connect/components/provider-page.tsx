import { useState } from "react";
import { VerifiedBadge } from "@/features/verification";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth";
import { ReportButton } from "@/features/reviews";
import { formatCount } from "@/lib/format";
import { useProvider } from "../api/get-provider";
import { FollowButton } from "./follow-button";
import { NextSlots } from "./next-slots";
import { OfferingList } from "./offering-list";
import { ProviderAvatar } from "./provider-avatar";
import { ReviewList } from "./review-list";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 outline-none"
    >
      <Link to={paths.connect} className="text-sm text-primary underline-offset-4 hover:underline">
        ← All gurus and pujaris
      </Link>
      {children}
    </main>
  );
}

/** /connect/:slug: a provider's profile, offerings, next free times, reviews and Follow. */
export function ProviderPage({ slug }: { slug: string }) {
  const { user } = useAuth();
  const provider = useProvider(slug);
  const [now] = useState(() => new Date());

  if (provider.isPending) {
    return (
      <Frame>
        <Spinner className="py-12" label="Loading the profile" showLabel />
      </Frame>
    );
  }
  if (provider.isError) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold">Profile</h1>
        <LoadError error={provider.error} onRetry={() => void provider.refetch()} />
      </Frame>
    );
  }
  if (provider.data === null) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold">This profile is not available</h1>
        <p className="text-muted-foreground">
          The provider may not be verified yet or may have left. Choose another from the list.
        </p>
      </Frame>
    );
  }
  const { profile, offerings, reviews } = provider.data;
  const firstBookable = offerings.find((offering) => !offering.is_sample);
  return (
    <Frame>
      <header className="flex flex-wrap items-start gap-4">
        <ProviderAvatar
          name={profile.display_name}
          photoPath={profile.photo_path}
          photoAlt={profile.photo_alt}
          size={96}
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="text-2xl font-bold md:text-3xl">{profile.display_name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <VerifiedBadge
              isSample={profile.is_sample}
              status={profile.verification_status}
              verifiedAt={profile.verified_at}
            />
            <span className="capitalize">{profile.kind}</span>
            {profile.city ? <span>· {profile.city}</span> : null}
            {profile.years_experience !== null ? (
              <span>· {profile.years_experience} years of experience</span>
            ) : null}
          </div>
          <p className="text-sm">
            {profile.rating === null
              ? "No reviews yet"
              : `${profile.rating.toFixed(1)} / 5 from ${profile.review_count} ${profile.review_count === 1 ? "review" : "reviews"}`}{" "}
            · {formatCount(profile.follower_count)} followers
          </p>
          {profile.languages.length > 0 ? (
            <p className="text-sm">Speaks {profile.languages.join(", ")}</p>
          ) : null}
          {user && !profile.is_sample ? (
            <FollowButton providerId={profile.id} userId={user.id} name={profile.display_name} />
          ) : null}
          {profile.is_sample ? null : <ReportButton kind="provider" target={profile.id} />}
        </div>
      </header>
      {profile.bio ? <p>{profile.bio}</p> : null}
      {profile.specialisations.length > 0 ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Specialises in </span>
          {profile.specialisations.join(", ")}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Offerings</CardTitle>
        </CardHeader>
        <CardContent>
          <OfferingList offerings={offerings} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Next available times</CardTitle>
        </CardHeader>
        <CardContent>
          {firstBookable ? (
            <NextSlots providerId={profile.id} offering={firstBookable} now={now} />
          ) : (
            <p className="text-muted-foreground">
              {profile.is_sample
                ? "This is an example profile; choose a verified provider to book."
                : "Nothing to book yet."}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Reviews</CardTitle>
        </CardHeader>
        <CardContent>
          <ReviewList reviews={reviews} hostName={profile.display_name} />
        </CardContent>
      </Card>
    </Frame>
  );
}
