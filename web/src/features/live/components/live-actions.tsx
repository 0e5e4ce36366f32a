import { lazy, Suspense } from "react";
import { AppDownloadButton } from "@/components/app-download/app-download-button";
import type { LiveStream, UpcomingStream } from "@/content/live-streams";
import { useIsSignedIn } from "@/lib/auth/use-is-signed-in";
import { useMessages } from "@/lib/i18n/use-messages";
import { liveMessages } from "../messages";

// Loaded only for a signed-in visitor: anonymous visits keep the app-download popup and its size.
const SignedInJoinLive = lazy(() =>
  import("../viewer/viewer-actions").then((module) => ({ default: module.SignedInJoinLive })),
);
const SignedInReminder = lazy(() =>
  import("../viewer/viewer-actions").then((module) => ({ default: module.SignedInReminder })),
);

/** Join Live: the stream for a signed-in devotee when the host gave a link, else the app download. */
export function JoinLiveAction({ stream }: { stream: LiveStream }) {
  const m = useMessages(liveMessages);
  const anonymous = <AppDownloadButton className="w-full">{m.join}</AppDownloadButton>;
  const { streamUrl } = stream;
  if (!useIsSignedIn() || !streamUrl) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInJoinLive stream={{ ...stream, streamUrl }} />
    </Suspense>
  );
}

/** Set Reminder: a real reminder for a signed-in devotee on a real session, else the app download. */
export function SetReminderAction({ stream }: { stream: UpcomingStream }) {
  const m = useMessages(liveMessages);
  const anonymous = <AppDownloadButton variant="outline">{m.remind}</AppDownloadButton>;
  const { reminder } = stream;
  if (!useIsSignedIn() || !reminder) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInReminder stream={stream} reminder={reminder} />
    </Suspense>
  );
}
