import { useState } from "react";
import { ListingVerifiedBadge } from "@/components/listing-verified-badge";
import { ProfileQueryPage } from "@/components/profile-query-page";
import { TitledCard } from "@/components/titled-card";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/auth-context";
import { formatCount } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { RenderReport } from "@/lib/report-target";
import { useProvider } from "../api/get-provider";
import { connectMessages } from "../messages";
import { FollowButton } from "./follow-button";
import { NextSlots } from "./next-slots";
import { OfferingList } from "./offering-list";
import { ProviderAvatar } from "./provider-avatar";
import { ReviewList } from "./review-list";

/**
 * /connect/:slug: a provider's profile, offerings, next free times, reviews and Follow; their
 * courses come from the route (`renderCourses`), as the courses feature owns them.
 */
export function ProviderPage({
  slug,
  renderReport,
  renderCourses,
}: {
  slug: string;
  renderReport: RenderReport;
  renderCourses?: (providerId: string) => React.ReactNode;
}) {
  const { user } = useAuth();
  const m = useMessages(connectMessages);
  const provider = useProvider(slug);
  const [now] = useState(() => new Date());

  return (
    <ProfileQueryPage
      query={provider}
      backTo={paths.connect}
      backLabel={m.back}
      messages={{
        loading: m.loadingProfile,
        failedTitle: m.profile,
        unavailable: m.unavailable,
        unavailableHint: m.unavailableHint,
      }}
    >
      {({ profile, offerings, reviews }) => {
        const firstBookable = offerings.find((offering) => !offering.is_sample);
        return (
          <>
            <header className="flex flex-wrap items-start gap-4">
              <ProviderAvatar
                name={profile.display_name}
                photoPath={profile.photo_path}
                photoAlt={profile.photo_alt}
                size={96}
              />
              <div className="grid min-w-0 flex-1 gap-2">
                <h1 className="text-2xl font-bold md:text-3xl" translate="no">
                  {profile.display_name}
                </h1>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <ListingVerifiedBadge listing={profile} />
                  <span className="capitalize">{m.providerKinds[profile.kind]}</span>
                  {profile.city ? <span translate="no">· {profile.city}</span> : null}
                  {profile.years_experience !== null ? (
                    <span>{m.experience(profile.years_experience)}</span>
                  ) : null}
                </div>
                <p className="text-sm">
                  {profile.rating === null
                    ? m.noReviews
                    : m.ratingFrom(
                        profile.rating.toFixed(1),
                        m.reviewCount(profile.review_count),
                      )}{" "}
                  {m.followers(formatCount(profile.follower_count))}
                </p>
                {profile.languages.length > 0 ? (
                  <p className="text-sm" data-user-content>
                    {m.speaks(profile.languages.join(", "))}
                  </p>
                ) : null}
                {user && !profile.is_sample ? (
                  <FollowButton
                    providerId={profile.id}
                    userId={user.id}
                    name={profile.display_name}
                  />
                ) : null}
                {profile.is_sample ? null : renderReport({ kind: "provider", target: profile.id })}
              </div>
            </header>
            {profile.bio ? <p data-user-content>{profile.bio}</p> : null}
            {profile.specialisations.length > 0 ? (
              <p className="text-sm">
                <span className="text-muted-foreground">{m.specialisesIn}</span>
                <span data-user-content>{profile.specialisations.join(", ")}</span>
              </p>
            ) : null}
            <TitledCard title={m.offerings}>
              <OfferingList offerings={offerings} />
            </TitledCard>
            {profile.is_sample ? null : renderCourses?.(profile.id)}
            <TitledCard title={m.nextTimes}>
              {firstBookable ? (
                <NextSlots providerId={profile.id} offering={firstBookable} now={now} />
              ) : (
                <p className="text-muted-foreground">
                  {profile.is_sample ? m.exampleProfile : m.nothingToBook}
                </p>
              )}
            </TitledCard>
            <TitledCard title={m.reviews}>
              <ReviewList
                reviews={reviews}
                hostName={profile.display_name}
                renderReport={renderReport}
              />
            </TitledCard>
          </>
        );
      }}
    </ProfileQueryPage>
  );
}
