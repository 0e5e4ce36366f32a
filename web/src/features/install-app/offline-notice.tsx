import { useMessages } from "@/lib/i18n/use-messages";
import { installAppMessages } from "./messages";
import { useIsOnline as useOnline } from "@/lib/use-is-online";

/** A bar over every page while the browser is offline: what is shown, and what waits. */
export function OfflineNotice() {
  const m = useMessages(installAppMessages);
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 grid gap-1 bg-maroon-900 px-4 py-2 text-center text-sm text-saffron-50"
    >
      <p className="font-semibold">{m.offline}</p>
      <p>{m.offlineHint}</p>
    </div>
  );
}
