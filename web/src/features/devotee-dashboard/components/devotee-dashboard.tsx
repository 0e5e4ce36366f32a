import { LinkTileSection } from "@/components/link-tile-section";
import { PageMain } from "@/components/page-main";
import { SignOutButton } from "@/components/sign-out-button";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { devoteeDashboardMessages } from "../messages";
import { devoteeTiles } from "../navigation";
import { RecentBookings } from "./recent-bookings";
import { TodaysActivities } from "./todays-activities";

/** /devotee-dashboard (SPEC §2). */
export function DevoteeDashboard() {
  const m = useMessages(devoteeDashboardMessages);
  const { user } = useAuth();
  const fullName = (user?.user_metadata?.full_name as string | undefined)?.trim();
  return (
    <PageMain width="wide" spacing="loose">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">
            {m.welcome[0]}
            {fullName ? <span translate="no">{fullName}</span> : m.devotee}
            {m.welcome[1]}
          </h1>
          <p className="text-muted-foreground">{m.intro}</p>
        </div>
        <SignOutButton />
      </header>
      <LinkTileSection
        title={m.services}
        titleClassName="sr-only"
        gridClassName="grid-cols-2 md:grid-cols-3"
        tiles={devoteeTiles.map((tile) => ({ to: tile.to, ...m.tiles[tile.key] }))}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {user ? <RecentBookings devoteeId={user.id} /> : null}
        {user ? <TodaysActivities userId={user.id} /> : null}
      </div>
    </PageMain>
  );
}
