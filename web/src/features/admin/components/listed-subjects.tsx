import { useDeferredValue, useId, useState } from "react";
import { QueryContent } from "@/components/query-content";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatIstDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type ListedSubject, useListedSubjects } from "../api/listed-subjects";
import { adminMessages } from "../messages";
import { DecisionButton, type DecisionTarget, useDecisionDialog } from "./decision-dialog";

function SubjectRow({
  subject,
  onDecide,
}: {
  subject: ListedSubject;
  onDecide(target: DecisionTarget, name: string): void;
}) {
  const messages = useMessages(adminMessages);
  const m = messages.listed;
  const suspended = subject.status === "suspended";
  const decision = suspended ? "reinstate" : "suspend";
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3">
      <div className="mr-auto grid gap-1">
        <span className="font-medium">
          <span translate="no">{subject.name}</span>{" "}
          <span className="font-normal text-muted-foreground">
            ({messages.kinds[subject.kind]})
          </span>
        </span>
        <span className="text-sm text-muted-foreground">
          {suspended ? (
            <>
              <Badge variant="outline">{m.suspended}</Badge>{" "}
              <span data-user-content>{subject.reason}</span>
            </>
          ) : subject.verified_at ? (
            m.verifiedSince(formatIstDate(subject.verified_at))
          ) : (
            m.verified
          )}
        </span>
      </div>
      <DecisionButton
        name={subject.name}
        variant={suspended ? "default" : "outline"}
        onClick={() =>
          onDecide({ kind: subject.kind, subject: subject.id, decision }, subject.name)
        }
      >
        {suspended ? m.reinstate : m.suspend}
      </DecisionButton>
    </li>
  );
}

/** Verified and suspended providers and temples, found by name, to suspend or reinstate. */
export function ListedSubjects() {
  const m = useMessages(adminMessages).listed;
  const searchId = useId();
  const [search, setSearch] = useState("");
  const listed = useListedSubjects(useDeferredValue(search.trim()));
  const { decide, dialog } = useDecisionDialog();
  return (
    <div className="grid gap-4">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={searchId}>{m.search}</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryContent
        query={listed}
        loading={m.loading}
        empty={<p>{search.trim() ? m.noMatch : m.empty}</p>}
      >
        {(subjects) => (
          <ul className="grid gap-2">
            {subjects.map((subject) => (
              <SubjectRow
                key={`${subject.kind}-${subject.id}`}
                subject={subject}
                onDecide={decide}
              />
            ))}
          </ul>
        )}
      </QueryContent>
      {dialog}
    </div>
  );
}
