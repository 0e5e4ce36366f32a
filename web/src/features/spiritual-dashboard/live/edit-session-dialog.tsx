import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { useMessages } from "@/lib/i18n/use-messages";
import { toDraft, type HostedLiveSession, type LiveSessionRow } from "./live-session";
import { liveSessionsMessages } from "./messages";
import { ScheduleLiveForm } from "./schedule-live-form";

/** The Schedule Live form on a scheduled session; closes once the change is saved. */
export function EditSessionDialog({
  session,
  onClose,
  onSave,
}: {
  session: HostedLiveSession | null;
  onClose: () => void;
  onSave: (id: string, row: LiveSessionRow) => Promise<void>;
}) {
  const m = useMessages(liveSessionsMessages).editDialog;
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeading title={m.title} description={m.description} />
        {session && (
          <ScheduleLiveForm
            key={session.id}
            initial={toDraft(session)}
            onSchedule={async (row) => {
              await onSave(session.id, row);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
