import { useState } from "react";
import { Link } from "react-router";
import { SevaProgress } from "@/components/seva-progress";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { VerifiedBadge } from "@/features/verification";
import type { SevaProgram } from "../api/list-seva-programs";
import { PledgeForm } from "./pledge-form";

/** A seva program with its progress, and Pledge (real programs) or an example note. */
export function SevaProgramCard({ program, userId }: { program: SevaProgram; userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        {program.is_sample ? (
          <Badge variant="muted">Example</Badge>
        ) : (
          <VerifiedBadge
            isSample={false}
            status="verified"
            verifiedAt={program.temple?.verified_at ?? null}
          />
        )}
        {program.is_promoted ? <Badge className="justify-self-start">Promoted</Badge> : null}
        <CardTitle as="h3" className="text-lg">
          {program.title}
        </CardTitle>
        {program.temple ? (
          <p className="text-sm">
            <Link className="underline" to={paths.exploreTemple.href(program.temple.slug)}>
              {program.temple.name}
            </Link>
            {program.temple.city ? `, ${program.temple.city}` : ""}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {program.description ? <p className="text-sm">{program.description}</p> : null}
        <SevaProgress
          raisedPaise={program.raised_paise}
          goalPaise={program.goal_paise}
          sponsorCount={program.sponsor_count}
        />
      </CardContent>
      <CardFooter>
        {program.is_sample ? (
          <p className="text-sm text-muted-foreground">
            An example program: pledges go to verified temples&apos; programs.
          </p>
        ) : (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button type="button" aria-label={`Pledge to ${program.title}`}>
                Pledge
              </Button>
            </DialogTrigger>
            <DialogContent className="max-h-[90vh] overflow-y-auto">
              <DialogHeader>
                <DialogTitle>Pledge to {program.title}</DialogTitle>
                <DialogDescription>
                  Your pledge is recorded now; payment will open here soon.
                </DialogDescription>
              </DialogHeader>
              <PledgeForm programId={program.id} programTitle={program.title} userId={userId} />
            </DialogContent>
          </Dialog>
        )}
      </CardFooter>
    </Card>
  );
}
