import { ListingVerifiedBadge } from "@/components/listing-verified-badge";
import { Link } from "react-router";
import { ProfileQueryPage } from "@/components/profile-query-page";
import { SevaProgramDetails } from "@/components/seva-progress";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TitledSection } from "@/components/titled-section";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/auth-context";
import { formatCount } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useTemple } from "../api/get-temple";
import { exploreMessages } from "../messages";
import { EventList } from "./event-list";
import { FollowTempleButton } from "./follow-temple-button";
import type { RenderReport } from "@/lib/report-target";
import { TempleGalleryStrip } from "./temple-gallery-strip";
import { TempleGurus } from "./temple-gurus";
import { TemplePoojas } from "./temple-poojas";
import { TempleTimings } from "./temple-timings";

/** /explore/:slug: a temple's profile, timings, events, seva programs and Follow. */
export function TemplePage({ slug, renderReport }: { slug: string; renderReport: RenderReport }) {
  const { user } = useAuth();
  const m = useMessages(exploreMessages);
  const temple = useTemple(slug);

  return (
    <ProfileQueryPage
      query={temple}
      backTo={paths.explore}
      backLabel={m.allTemples}
      messages={{
        loading: m.loadingTemple,
        failedTitle: m.temple,
        unavailable: m.unavailable,
        unavailableHint: m.unavailableHint,
      }}
    >
      {(profile) => (
        <>
          <header className="grid gap-2">
            <ListingVerifiedBadge listing={profile} />
            <h1 className="text-2xl font-bold md:text-3xl" translate="no">
              {profile.name}
            </h1>
            {/* The temple's deity and place are names, as written; the count is ours. */}
            <p className="text-muted-foreground" translate="no">
              {[profile.deity, profile.location ?? profile.city].filter(Boolean).join(" · ")}
              {m.followers(profile.follower_count, formatCount(profile.follower_count))}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {!profile.is_sample && profile.seva_programs.length > 0 ? (
                <Button asChild>
                  <Link to={paths.donateToTemple.href(profile.slug)}>
                    {m.donate}
                    {/* The temple's name, as written, for those who hear the link out of context. */}
                    <span className="sr-only" translate="no">{` · ${profile.name}`}</span>
                  </Link>
                </Button>
              ) : null}
              {user && !profile.is_sample ? (
                <FollowTempleButton templeId={profile.id} userId={user.id} name={profile.name} />
              ) : null}
            </div>
            {profile.is_sample ? null : renderReport({ kind: "temple", target: profile.id })}
            {profile.description ? <p data-user-content>{profile.description}</p> : null}
          </header>
          {profile.is_sample ? null : (
            <TempleGalleryStrip templeId={profile.id} templeName={profile.name} />
          )}
          <TitledSection
            title={m.timings}
            titleClassName="text-xl font-semibold"
            className="space-y-2"
          >
            <TempleTimings temple={profile} />
            {profile.address ? (
              <p className="text-sm" translate="no">
                {profile.address}
              </p>
            ) : null}
            {profile.map_url ? (
              <a
                className="text-sm text-primary underline"
                href={profile.map_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {m.openInMaps}
                <span className="sr-only">{m.newTab}</span>
              </a>
            ) : null}
          </TitledSection>
          {profile.is_sample ? null : <TempleGurus templeId={profile.id} />}
          {user && !profile.is_sample ? (
            <TitledSection
              title={m.poojasOnBehalf}
              titleClassName="text-xl font-semibold"
              className="space-y-2"
            >
              <TemplePoojas templeId={profile.id} />
            </TitledSection>
          ) : null}
          <TitledSection
            title={m.upcomingEvents}
            titleClassName="text-xl font-semibold"
            className="space-y-2"
          >
            {user ? <EventList userId={user.id} templeId={profile.id} /> : null}
          </TitledSection>
          <TitledSection
            title={m.sevaPrograms}
            titleClassName="text-xl font-semibold"
            className="space-y-2"
          >
            {profile.seva_programs.length === 0 ? (
              <p className="text-muted-foreground">{m.noSeva}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {profile.seva_programs.map((program) => (
                  <li key={program.id}>
                    <Card className="h-full">
                      <CardHeader>
                        <CardTitle as="h3" className="text-lg" translate="no">
                          {program.title}
                        </CardTitle>
                      </CardHeader>
                      <CardContent className="grid gap-3">
                        <SevaProgramDetails program={program} />
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={paths.pray}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {m.supportSeva}
            </Link>
          </TitledSection>
        </>
      )}
    </ProfileQueryPage>
  );
}
