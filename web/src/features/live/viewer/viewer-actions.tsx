// Join Live and Set Reminder for a signed-in devotee on /live: loaded only once someone is signed
// in, with the auth client and a server-state cache of their own (the public frame has none).
import { QueryClientProvider } from "@tanstack/react-query";
import type { LiveStream, UpcomingStream } from "@/content/live-streams";
import { createQueryClient } from "@/lib/query-client";
import { JoinLive } from "./join-live";
import { ReminderControl } from "./reminder-control";

const queryClient = createQueryClient();

export function SignedInJoinLive({ stream }: { stream: LiveStream & { streamUrl: string } }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JoinLive
        sessionId={stream.id}
        title={stream.title}
        streamUrl={stream.streamUrl}
        // An example stream takes no messages.
        hasChat={stream.isChatActive && !stream.isExample}
      />
    </QueryClientProvider>
  );
}

export function SignedInReminder({
  stream,
  reminder,
}: {
  stream: UpcomingStream;
  reminder: NonNullable<UpcomingStream["reminder"]>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ReminderControl stream={stream} reminder={reminder} />
    </QueryClientProvider>
  );
}
