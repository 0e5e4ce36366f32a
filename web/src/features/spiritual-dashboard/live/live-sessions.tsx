import { useState } from "react";
import { Link, useSearchParams } from "react-router";

import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/failure-toast";
import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";

import { useMyProvider } from "../api/get-my-provider";
import { LinkedSentence } from "../components/linked-sentence";
import { liveTabPath, parseLiveTab, type LiveTab } from "../navigation";
import { describeLiveError } from "./describe-live-error";
import { EditSessionDialog } from "./edit-session-dialog";
import { GoLiveForm } from "./go-live-form";
import { splitByStage, type HostedLiveSession } from "./live-session";
import { useMyLiveSessions } from "./list-my-live-sessions";
import { liveSessionsMessages } from "./messages";
import { useSaveLiveSession } from "./save-live-session";
import { ScheduleLiveForm } from "./schedule-live-form";
import { SessionList } from "./session-list";
import { useSetLiveStatus } from "./set-live-status";
import { AsWritten } from "@/components/as-written";

function EmptyState({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-10 text-center">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

/** A tab's card around one of the forms: its title, the line under it, then the form. */
function FormCard({
  heading,
  children,
}: {
  heading: { title: string; description: string };
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{heading.title}</CardTitle>
        <CardDescription>{heading.description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function FirstStep() {
  const m = useMessages(liveSessionsMessages);
  return (
    <Link to={liveTabPath("schedule-live")} className="font-semibold text-primary underline">
      {m.firstSession}
    </Link>
  );
}

/**
 * /spiritual-dashboard/live: the four tabs of SPEC §2 on the provider's own sessions. The open tab
 * lives in the `tab` search parameter, so the dashboard's quick actions can link straight to it.
 */
export function LiveSessions() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseLiveTab(searchParams.get("tab"));
  const provider = useMyProvider();
  const sessions = useMyLiveSessions(provider.data?.id);
  const save = useSaveLiveSession();
  const setStatus = useSetLiveStatus();
  const [editing, setEditing] = useState<HostedLiveSession | null>(null);
  const m = useMessages(liveSessionsMessages);

  function selectTab(value: string) {
    setSearchParams({ tab: value as LiveTab }, { replace: true, preventScrollReset: true });
  }

  // What every tab shows until the provider's sessions are known; the tabs stay, so the
  // dashboard's links still open the tab they name.
  const gate = provider.isError ? (
    <LoadError error={provider.error} onRetry={() => void provider.refetch()} />
  ) : sessions.isError ? (
    <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
  ) : provider.isPending || (provider.data && sessions.isPending) ? (
    <Spinner label={m.loading} showLabel />
  ) : !provider.data ? (
    <LinkedSentence
      words={m.profileFirst}
      to={paths.profile}
      linkClassName="font-semibold text-primary underline"
    />
  ) : null;

  const providerId = provider.data?.id ?? "";
  const { upcoming, history } = splitByStage(sessions.data ?? []);
  const scheduled = upcoming.filter((s) => s.status === "scheduled");
  const live = upcoming.filter((s) => s.status === "live");

  function changeStatus(session: HostedLiveSession, status: "ended" | "cancelled") {
    setStatus.mutate(
      { id: session.id, status },
      {
        onSuccess: () => {
          const done = messagesOf(liveSessionsMessages)[status];
          toast({
            title: done.title,
            description: done.description(<AsWritten key="title">{session.title}</AsWritten>),
          });
        },
        onError: (error) =>
          toastFailure(messagesOf(liveSessionsMessages).error, error, describeLiveError),
      },
    );
  }

  function actionsFor(session: HostedLiveSession) {
    if (session.status === "live") {
      return (
        <Button type="button" variant="destructive" onClick={() => changeStatus(session, "ended")}>
          {m.endSession}
        </Button>
      );
    }
    return (
      <>
        <Button type="button" variant="outline" onClick={() => setEditing(session)}>
          {m.edit}
        </Button>
        <Button type="button" variant="ghost" onClick={() => changeStatus(session, "cancelled")}>
          {m.cancelSession}
        </Button>
      </>
    );
  }

  return (
    <Tabs value={tab} onValueChange={selectTab} className="space-y-6">
      {provider.data && provider.data.verification_status !== "verified" && (
        <p className="rounded-lg border border-border bg-muted p-3 text-sm">{m.notVerified}</p>
      )}
      <TabsList className="flex h-auto flex-wrap">
        <TabsTrigger value="schedule">{m.tabs.schedule}</TabsTrigger>
        <TabsTrigger value="schedule-live">{m.tabs.scheduleLive}</TabsTrigger>
        <TabsTrigger value="go-live">{m.tabs.goLive}</TabsTrigger>
        <TabsTrigger value="history">{m.tabs.history}</TabsTrigger>
      </TabsList>
      <TabsContent value="schedule">
        {gate ??
          (upcoming.length === 0 ? (
            <EmptyState heading={m.noUpcoming}>
              <FirstStep />
            </EmptyState>
          ) : (
            <SessionList label={m.scheduledList} sessions={upcoming} actionsFor={actionsFor} />
          ))}
      </TabsContent>
      <TabsContent value="schedule-live">
        <FormCard heading={m.scheduleCard}>
          {gate ?? <ScheduleLiveForm onSchedule={(row) => save.mutateAsync({ providerId, row })} />}
        </FormCard>
      </TabsContent>
      <TabsContent value="go-live">
        <FormCard heading={m.goLiveCard}>
          {gate ?? (
            <div className="grid gap-6">
              {/* A session already live is shown here, where it was started, with End. */}
              {live.length > 0 ? (
                <SessionList label={m.liveNow} sessions={live} actionsFor={actionsFor} />
              ) : null}
              {scheduled.length > 0 ? (
                <GoLiveForm
                  sessions={scheduled}
                  onGoLive={(id, streamUrl) =>
                    setStatus.mutateAsync({ id, status: "live", streamUrl })
                  }
                />
              ) : live.length === 0 ? (
                <p>
                  {m.nothingScheduled} <FirstStep />.
                </p>
              ) : null}
            </div>
          )}
        </FormCard>
      </TabsContent>
      <TabsContent value="history">
        {gate ??
          (history.length === 0 ? (
            <EmptyState heading={m.noPrevious}>{m.noPreviousHint}</EmptyState>
          ) : (
            <SessionList label={m.previousList} sessions={history} />
          ))}
      </TabsContent>
      <EditSessionDialog
        session={editing}
        onClose={() => setEditing(null)}
        onSave={(id, row) => save.mutateAsync({ id, row })}
      />
    </Tabs>
  );
}
