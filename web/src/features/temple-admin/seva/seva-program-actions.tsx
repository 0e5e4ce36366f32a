import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import type { MyTemple } from "../api/get-my-temple";
import { PromoteDialog } from "../components/promote-dialog";
import { type AdminSevaProgram, promoteSevaProgram, useSevaMutation } from "./seva-api";
import { SevaForm } from "./seva-form";

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
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen("edit")}>
        Edit<span className="sr-only"> {program.title}</span>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen("promote")}>
        Promote<span className="sr-only"> {program.title}</span>
      </Button>
      <Dialog open={open === "edit"} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent className="max-w-xl">
          <DialogTitle>Edit {program.title}</DialogTitle>
          <DialogDescription>Devotees see these details where they donate.</DialogDescription>
          {open === "edit" && (
            <SevaForm
              templeId={temple.id}
              program={program}
              onSaved={() => {
                toast({ title: "Program saved" });
                setOpen(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      {open === "promote" && (
        <PromoteDialog
          title={`Promote ${program.title}`}
          description="A promoted program is shown first, labelled Promoted, on Explore and Pray."
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
