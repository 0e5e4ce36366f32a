import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ActsOn } from "@/components/acts-on";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { PromoteDialog } from "../components/promote-dialog";
import { sevaMessages } from "./messages";
import type { AdminSevaProgram } from "./admin-seva-program";
import { promoteSevaProgram, useSevaMutation } from "./seva-api";
import { SevaFormDialog } from "./seva-form-dialog";
import { AsWritten } from "@/components/as-written";

/** Edit and Promote for one seva program, each with its own dialog (the dashboard's cards use it). */
export function SevaProgramActions({
  temple,
  program,
}: {
  temple: MyTemple;
  program: AdminSevaProgram;
}) {
  const [open, setOpen] = useState<"edit" | "promote" | null>(null);
  const promote = useSevaMutation(promoteSevaProgram);
  const m = useMessages(sevaMessages);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen("edit")}>
        {m.edit}
        <ActsOn name={program.title} />
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen("promote")}>
        {m.promote}
        <ActsOn name={program.title} />
      </Button>
      <SevaFormDialog
        templeId={temple.id}
        program={program}
        open={open === "edit"}
        onClose={() => setOpen(null)}
      />
      {open === "promote" && (
        <PromoteDialog
          title={m.promoteTitle(<AsWritten key="program">{program.title}</AsWritten>)}
          description={m.promoteDescription}
          isPromoted={program.is_promoted}
          isPending={promote.isPending}
          error={promote.error}
          promote={(until, onDone) =>
            promote.mutate({ templeId: temple.id, id: program.id, until }, { onSuccess: onDone })
          }
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
