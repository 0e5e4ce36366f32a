import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { formatCount, formatRupees } from "@/lib/format";

import { SEVA_PATH } from "../navigation";
import { sevaPrograms } from "../sample-content";

function promote(title: string) {
  toast({ title: `Promote ${title}`, description: "Promotion tools are coming soon." });
}

/** Active Seva Programs: raised against goal, percent complete, sponsors, Edit and Promote. */
export function SevaPrograms() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Active Seva Programs</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-6">
          {sevaPrograms.map((program) => {
            const percent = Math.round((program.raised / program.goal) * 100);
            const progressLabel = `${formatRupees(program.raised)} of ${formatRupees(program.goal)} raised`;
            return (
              <li key={program.id} className="space-y-2">
                <p className="font-medium">{program.title}</p>
                <p className="text-sm text-muted-foreground">{program.description}</p>
                <Progress
                  value={program.raised}
                  max={program.goal}
                  aria-label={`${program.title} progress`}
                  getValueLabel={() => progressLabel}
                />
                <p className="flex flex-wrap justify-between gap-2 text-sm">
                  <span>{progressLabel}</span>
                  <span>{percent}% complete</span>
                  <span>{formatCount(program.sponsors)} sponsors</span>
                </p>
                <div className="flex gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={SEVA_PATH}>
                      Edit <span className="sr-only">{program.title}</span>
                    </Link>
                  </Button>
                  <Button type="button" size="sm" onClick={() => promote(program.title)}>
                    Promote <span className="sr-only">{program.title}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
