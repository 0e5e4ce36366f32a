import type * as React from "react";
import { useId } from "react";

import { Progress } from "@/components/ui/progress";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";

import { ExampleCard } from "./example-card";
import { templeComponentsMessages } from "./messages";

/** A seva program as the dashboard shows it, whether a row or the sample. */
export interface SevaProgramItem {
  id: string;
  title: string;
  description: string;
  goalPaise: number;
  raisedPaise: number;
  sponsors: number;
}

/** Active Seva Programs: raised against goal, percent complete, sponsors, and each one's actions. */
export function SevaPrograms({
  programs,
  isExample,
  actions,
}: {
  programs: readonly SevaProgramItem[];
  isExample: boolean;
  actions: (program: SevaProgramItem) => React.ReactNode;
}) {
  const m = useMessages(templeComponentsMessages);
  const baseId = useId();
  return (
    <ExampleCard title={m.activeSeva} isExample={isExample}>
      <ul className="space-y-6">
        {programs.map((program) => {
          const percent = Math.round((program.raisedPaise / program.goalPaise) * 100);
          const progressLabel = m.raised(
            formatPaise(program.raisedPaise),
            formatPaise(program.goalPaise),
          );
          const titleId = `${baseId}-${program.id}`;
          return (
            <li key={program.id} className="space-y-2">
              <p id={titleId} className="font-medium wrap-break-word" translate="no">
                {program.title}
              </p>
              <p className="text-sm text-muted-foreground" data-user-content>
                {program.description}
              </p>
              <Progress
                value={program.raisedPaise}
                max={program.goalPaise}
                // Named "<title> progress" from the title as written and the word in this language.
                aria-labelledby={`${titleId} ${titleId}-progress`}
                getValueLabel={() => progressLabel}
              />
              <span id={`${titleId}-progress`} hidden>
                {m.progress}
              </span>
              <p className="flex flex-wrap justify-between gap-2 text-sm">
                <span>{progressLabel}</span>
                <span>{m.complete(percent)}</span>
                <span>{m.sponsors(program.sponsors)}</span>
              </p>
              <div className="flex flex-wrap gap-2">{actions(program)}</div>
            </li>
          );
        })}
      </ul>
    </ExampleCard>
  );
}
