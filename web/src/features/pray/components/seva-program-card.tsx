import { useId, useState } from "react";
import { TemplePlaceLink } from "@/components/temple-place-link";
import { SevaProgramDetails } from "@/components/seva-progress";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from "@/components/ui/dialog";
import { VerifiedBadge } from "@/components/verified-badge";
import { useMessages } from "@/lib/i18n/use-messages";
import type { SevaProgram } from "../api/list-seva-programs";
import { prayMessages } from "../messages";
import { PledgeForm } from "./pledge-form";
import { AsWritten } from "@/components/as-written";

/** A seva program with its progress, and Pledge (real programs) or an example note. */
export function SevaProgramCard({ program, userId }: { program: SevaProgram; userId: string }) {
  const m = useMessages(prayMessages);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        {program.is_sample ? (
          <Badge variant="muted">{m.example}</Badge>
        ) : (
          <VerifiedBadge
            isSample={false}
            status="verified"
            verifiedAt={program.temple?.verified_at ?? null}
          />
        )}
        {program.is_promoted ? <Badge className="justify-self-start">{m.promoted}</Badge> : null}
        <CardTitle as="h3" className="text-lg" translate="no">
          {program.title}
        </CardTitle>
        {program.temple ? (
          <p className="text-sm">
            <TemplePlaceLink temple={program.temple} />
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <SevaProgramDetails program={program} />
      </CardContent>
      <CardFooter>
        {program.is_sample ? (
          <p className="text-sm text-muted-foreground">{m.examplePledge}</p>
        ) : (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button type="button" aria-label={m.pledgeTo(program.title)} translate="no">
                {m.pledge}
              </Button>
            </DialogTrigger>
            <DialogContent className="max-h-[90vh] overflow-y-auto">
              <DialogHeading
                // The dialog's own title id belongs to Radix; the form is named by this one.
                title={
                  <span id={titleId}>
                    {m.dialogTitle(<AsWritten key="title">{program.title}</AsWritten>)}
                  </span>
                }
                description={m.dialogHint}
              />
              <PledgeForm programId={program.id} labelledBy={titleId} userId={userId} />
            </DialogContent>
          </Dialog>
        )}
      </CardFooter>
    </Card>
  );
}
