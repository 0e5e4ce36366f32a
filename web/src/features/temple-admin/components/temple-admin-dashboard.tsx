import type { ReactNode } from "react";
import { Link } from "react-router";

import { LoadError } from "@/components/load-error";
import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { totalLiveViewers, useLiveViewerCounts } from "@/lib/use-live-viewers";

import { type MyTemple, useMyTemple } from "../api/get-my-temple";
import {
  eventItemOf,
  programItemOf,
  SAMPLE_PROGRAM_ITEMS,
  SAMPLE_STATS,
  sampleEventItems,
} from "../dashboard/dashboard-items";
import { useTempleDashboard } from "../dashboard/temple-dashboard-api";
import { SevaProgramActions } from "../seva/seva-program-actions";
import { AdminFeatures } from "./admin-features";
import { templeComponentsMessages } from "./messages";
import { type SevaProgramItem, SevaPrograms } from "./seva-programs";
import { TempleFirstStep } from "./temple-first-step";
import { TempleQuickActions } from "./temple-quick-actions";
import { TempleShell } from "./temple-shell";
import { TempleStatsGrid } from "./temple-stats-grid";
import { UpcomingTempleEvents } from "./upcoming-temple-events";

/** An example card's Edit and Promote lead to the page where the temple's own programs are made. */
function ExampleActions({ program }: { program: SevaProgramItem }) {
  const m = useMessages(templeComponentsMessages);
  return [m.edit, m.promote].map((action) => (
    <Button key={action} asChild size="sm" variant="outline">
      <Link to={paths.templeSeva}>
        {action}{" "}
        <span className="sr-only" translate="no">
          {program.title}
        </span>
      </Link>
    </Button>
  ));
}

const exampleActions = (program: SevaProgramItem) => <ExampleActions program={program} />;

/** Before the temple's profile exists: the specification's sample, labelled, and the first step. */
function SampleDashboard() {
  return (
    <>
      <TempleFirstStep hasTemple={false} />
      <TempleQuickActions temple={null} />
      <TempleStatsGrid stats={SAMPLE_STATS} isExample />
      <AdminFeatures />
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingTempleEvents events={sampleEventItems()} isExample />
        <SevaPrograms programs={SAMPLE_PROGRAM_ITEMS} isExample actions={exampleActions} />
      </div>
    </>
  );
}

function TempleFigures({
  temple,
  verificationStatus,
}: {
  temple: MyTemple;
  verificationStatus: (temple: MyTemple) => ReactNode;
}) {
  const dashboard = useTempleDashboard(temple.id);
  const liveSessions = dashboard.data?.liveSessions ?? [];
  const viewerCounts = useLiveViewerCounts(liveSessions.map((session) => session.id));
  const m = useMessages(templeComponentsMessages);
  if (dashboard.isPending) return <Spinner label={m.loadingFigures} />;
  if (dashboard.isError) {
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }
  const { upcomingEvents, activePrograms } = dashboard.data;
  const isNew = upcomingEvents.length === 0 && activePrograms.length === 0;
  return (
    <>
      {verificationStatus(temple)}
      {isNew && <TempleFirstStep hasTemple />}
      <TempleQuickActions temple={temple} />
      <TempleStatsGrid
        stats={{
          ...dashboard.data,
          followers: temple.follower_count,
          liveViewers: totalLiveViewers(liveSessions, viewerCounts),
        }}
        isExample={false}
      />
      <AdminFeatures />
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingTempleEvents
          events={upcomingEvents.length ? upcomingEvents.map(eventItemOf) : sampleEventItems()}
          isExample={upcomingEvents.length === 0}
        />
        {activePrograms.length ? (
          <SevaPrograms
            programs={activePrograms.map(programItemOf)}
            isExample={false}
            actions={(item) => (
              <SevaProgramActions
                temple={temple}
                program={activePrograms.find((program) => program.id === item.id)!}
              />
            )}
          />
        ) : (
          <SevaPrograms programs={SAMPLE_PROGRAM_ITEMS} isExample actions={exampleActions} />
        )}
      </div>
    </>
  );
}

/**
 * /temple-admin (SPEC §2): the temple's figures, events and programs from its rows.
 * `verificationStatus` is the verification feature's card for the temple's row, placed by the app.
 */
export function TempleAdminDashboard({
  verificationStatus,
}: {
  verificationStatus: (temple: MyTemple) => ReactNode;
}) {
  const temple = useMyTemple();
  const m = useMessages(templeComponentsMessages);
  return (
    <TempleShell heading={m.heading}>
      <QueryContent query={temple} loading={m.loadingTemple}>
        {(mine) =>
          mine ? (
            <TempleFigures temple={mine} verificationStatus={verificationStatus} />
          ) : (
            <SampleDashboard />
          )
        }
      </QueryContent>
    </TempleShell>
  );
}
