import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { openNotificationsPanel } from "@/components/notifications-panel";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { type MyProvider, useMyProvider } from "../api/get-my-provider";
import { greetingFor, salutationFor } from "../greeting";
import { spiritualMessages } from "../messages";
import { useDashboardFigures } from "../use-dashboard-figures";
import { FirstStep } from "./first-step";
import { QuickActions } from "./quick-actions";
import { SpiritualShell } from "./spiritual-shell";
import { SpiritualStats } from "./spiritual-stats";
import { ThisMonthCard } from "./this-month-card";
import { TodaysSchedule } from "./todays-schedule";
import { UpcomingEvents } from "./upcoming-events";

/**
 * /spiritual-dashboard for gurus and pujaris (SPEC §2). `verificationStatus` is the verification
 * feature's card for the provider's row, placed by the app.
 */
export function SpiritualDashboard({
  verificationStatus,
}: {
  verificationStatus: (provider: MyProvider) => ReactNode;
}) {
  const { user, primaryRole } = useAuth();
  const m = useMessages(spiritualMessages);
  const fullName: unknown = user?.user_metadata?.full_name;
  const name = typeof fullName === "string" ? fullName.trim() : "";
  const figures = useDashboardFigures();
  const provider = useMyProvider();
  return (
    <SpiritualShell
      heading={
        name ? (
          // The name is shown as its owner wrote it, in any language.
          <>
            {salutationFor(primaryRole)} <span translate="no">{name}</span>
            {m.afterName}
          </>
        ) : (
          greetingFor(primaryRole, null)
        )
      }
      actions={
        <Button type="button" variant="outline" onClick={openNotificationsPanel}>
          {m.notifications}
        </Button>
      }
    >
      {provider.data && verificationStatus(provider.data)}
      <QuickActions />
      {figures.isPending ? (
        <Spinner label={m.loadingBookings} />
      ) : figures.error ? (
        <LoadError error={figures.error} onRetry={figures.retry} />
      ) : (
        figures.isExample && <FirstStep hasProfile={figures.hasProfile} />
      )}
      <SpiritualStats stats={figures.stats} isExample={figures.isExample} />
      <div className="grid gap-6 lg:grid-cols-3">
        <TodaysSchedule
          className="lg:col-span-2"
          items={figures.schedule}
          isExample={figures.isExample}
        />
        <div className="space-y-6">
          <UpcomingEvents />
          <ThisMonthCard entries={figures.monthSummary} />
        </div>
      </div>
    </SpiritualShell>
  );
}
