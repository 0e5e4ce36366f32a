import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useIsOnline } from "@/lib/use-is-online";
import { savedCopyMessages } from "./saved-copy-notice.messages";

/**
 * Offline, above a signed-in list kept on the device (lib/saved-queries.ts): that it is the saved
 * copy, read-only, and when it was fetched (India time). Nothing while online or with no data.
 */
export function SavedCopyNotice({ savedAt }: { savedAt: number }) {
  const m = useMessages(savedCopyMessages);
  const isOnline = useIsOnline();
  if (isOnline || savedAt <= 0) return null;
  return (
    <div
      role="status"
      className="grid gap-1 rounded-lg border border-border bg-muted p-3 text-sm"
      data-testid="saved-copy-notice"
    >
      <p>{m.offline}</p>
      <p className="font-semibold">
        {m.savedAt(formatIstDateTime(new Date(savedAt).toISOString()))}
      </p>
    </div>
  );
}
