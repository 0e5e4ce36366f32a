import { useSearchParams } from "react-router";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";

import { parseLiveTab, type LiveTab } from "../navigation";
import { ScheduleLiveForm } from "./schedule-live-form";
import { SessionList } from "./session-list";
import { useLiveSessions } from "./use-live-sessions";

function goLive() {
  toast({ title: "Going Live!", description: "You are now broadcasting live to your audience" });
}

/**
 * /spiritual-dashboard/live: the four tabs of SPEC §2. The open tab lives in the `tab` search
 * parameter, so the dashboard's quick actions can link straight to it.
 */
export function LiveSessions({ userId }: { userId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseLiveTab(searchParams.get("tab"));
  const { sessions, addSession } = useLiveSessions(userId);

  function selectTab(value: string) {
    setSearchParams({ tab: value as LiveTab }, { replace: true, preventScrollReset: true });
  }

  return (
    <Tabs value={tab} onValueChange={selectTab} className="space-y-6">
      <TabsList className="flex h-auto flex-wrap">
        <TabsTrigger value="schedule">Schedule</TabsTrigger>
        <TabsTrigger value="schedule-live">Schedule Live</TabsTrigger>
        <TabsTrigger value="go-live">Go Live Now</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="schedule">
        <SessionList sessions={sessions} />
      </TabsContent>
      <TabsContent value="schedule-live">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Schedule a Live Session</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ScheduleLiveForm onSchedule={addSession} />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="go-live">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Start a Live Broadcast</CardTitle>
            <CardDescription>Broadcast to your audience right now.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button type="button" variant="destructive" onClick={goLive}>
              Go Live Now
            </Button>
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="history">
        <div className="rounded-lg border border-dashed border-border p-10 text-center">
          <h2 className="text-lg font-semibold">No Previous Sessions</h2>
          <p className="text-sm text-muted-foreground">Your completed live sessions appear here.</p>
        </div>
      </TabsContent>
    </Tabs>
  );
}
