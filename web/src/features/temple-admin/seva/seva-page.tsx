import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { SevaProgress } from "@/components/seva-progress";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import type { MyTemple } from "../api/get-my-temple";
import { TempleGate } from "../components/temple-gate";
import { TempleShell } from "../components/temple-shell";
import { useTempleSevaPrograms } from "./seva-api";
import { SevaForm } from "./seva-form";
import { SevaProgramActions } from "./seva-program-actions";

function SevaPrograms({ temple }: { temple: MyTemple }) {
  const programs = useTempleSevaPrograms(temple.id);
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="seva-title" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="seva-title" className="mr-auto text-lg font-semibold">
          Seva programs
        </h2>
        <Button type="button" onClick={() => setCreating(true)}>
          Create program
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Raised and sponsors count paid donations only; pledges awaiting payment are listed under
        Donations.
      </p>
      {programs.isPending ? (
        <Spinner label="Loading seva programs" />
      ) : programs.isError ? (
        <LoadError error={programs.error} onRetry={() => void programs.refetch()} />
      ) : programs.data.length === 0 ? (
        <p className="rounded-lg border border-border p-4">
          No seva programs yet. Create your first program with a goal: devotees pledge to it from
          Explore and Pray.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {programs.data.map((program) => (
            <li key={program.id}>
              <Card className="h-full">
                <CardHeader className="gap-2">
                  <div className="flex flex-wrap gap-2">
                    {!program.active && <Badge variant="outline">Paused</Badge>}
                    {program.is_promoted && <Badge>Promoted</Badge>}
                  </div>
                  <CardTitle as="h3" className="text-lg wrap-break-word">
                    {program.title}
                  </CardTitle>
                </CardHeader>
                <CardContent className="grid gap-3">
                  {program.description && <p>{program.description}</p>}
                  <SevaProgress
                    raisedPaise={program.raised_paise}
                    goalPaise={program.goal_paise}
                    sponsorCount={program.sponsor_count}
                  />
                </CardContent>
                {!program.is_sample && (
                  <CardFooter className="flex flex-wrap gap-2">
                    <SevaProgramActions temple={temple} program={program} />
                  </CardFooter>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent className="max-w-xl">
          <DialogTitle>Create a seva program</DialogTitle>
          <DialogDescription>Devotees see these details where they donate.</DialogDescription>
          {creating && (
            <SevaForm
              templeId={temple.id}
              program={null}
              onSaved={() => {
                toast({ title: "Program created" });
                setCreating(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** /temple-admin/seva: the temple's seva programs, their goals and promotion. */
export function SevaPage() {
  return (
    <TempleShell heading="Seva Programs">
      <TempleGate>{(temple) => <SevaPrograms temple={temple} />}</TempleGate>
    </TempleShell>
  );
}
