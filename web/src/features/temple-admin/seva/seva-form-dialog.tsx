import { AsWritten } from "@/components/as-written";
import { RecordFormDialog } from "@/components/record-form-dialog";
import { toast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AdminSevaProgram } from "./admin-seva-program";
import { sevaMessages } from "./messages";
import { SevaForm } from "./seva-form";

/** Adds a seva program (`program` null) or edits one in a dialog, and says so once it is saved. */
export function SevaFormDialog({
  templeId,
  program,
  open,
  onClose,
}: {
  templeId: string;
  program: AdminSevaProgram | null;
  open: boolean;
  onClose: () => void;
}) {
  const m = useMessages(sevaMessages);
  return (
    <RecordFormDialog
      open={open}
      title={program ? m.editTitle(<AsWritten key="title">{program.title}</AsWritten>) : m.newTitle}
      description={m.dialogDescription}
      onClose={onClose}
    >
      <SevaForm
        templeId={templeId}
        program={program}
        onSaved={() => {
          toast({ title: program ? m.saved : m.created });
          onClose();
        }}
      />
    </RecordFormDialog>
  );
}
