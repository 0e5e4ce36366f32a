import { useState } from "react";
import { RecordList } from "@/components/record-list";
import { SevaProgress } from "@/components/seva-progress";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { TemplePage } from "../components/temple-page";
import { sevaMessages } from "./messages";
import { useTempleSevaPrograms } from "./seva-api";
import { SevaFormDialog } from "./seva-form-dialog";
import { SevaProgramActions } from "./seva-program-actions";

function SevaPrograms({ temple }: { temple: MyTemple }) {
  const programs = useTempleSevaPrograms(temple.id);
  const [creating, setCreating] = useState(false);
  const m = useMessages(sevaMessages);
  return (
    <TitledSection
      title={m.title}
      actions={
        <Button type="button" onClick={() => setCreating(true)}>
          {m.create}
        </Button>
      }
      className="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">{m.countsPaid}</p>
      <RecordList
        query={programs}
        loading={m.loading}
        empty={<p className="rounded-lg border border-border p-4">{m.empty}</p>}
        className="grid gap-4 md:grid-cols-2"
      >
        {(program) => (
          <Card className="h-full">
            <CardHeader className="gap-2">
              <div className="flex flex-wrap gap-2">
                {!program.active && <Badge variant="outline">{m.paused}</Badge>}
                {program.is_promoted && <Badge>{m.promoted}</Badge>}
              </div>
              <CardTitle as="h3" className="text-lg wrap-break-word" translate="no">
                {program.title}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {program.description && <p data-user-content>{program.description}</p>}
              <SevaProgress program={program} />
            </CardContent>
            {!program.is_sample && (
              <CardFooter className="flex flex-wrap gap-2">
                <SevaProgramActions temple={temple} program={program} />
              </CardFooter>
            )}
          </Card>
        )}
      </RecordList>
      <SevaFormDialog
        templeId={temple.id}
        program={null}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </TitledSection>
  );
}

/** /temple-admin/seva: the temple's seva programs, their goals and promotion. */
export function SevaPage() {
  const m = useMessages(sevaMessages);
  return (
    <TemplePage heading={m.heading}>{(temple) => <SevaPrograms temple={temple} />}</TemplePage>
  );
}
