import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** What a list says when it has nothing to show: what is missing, and what to do next. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border p-6">
      <p className="font-semibold">{title}</p>
      <p className="text-muted-foreground">{hint}</p>
      {action}
    </div>
  );
}

/** The words of a search's empty list: nothing matches the search, or nothing is listed yet. */
interface SearchEmptyMessages {
  noMatch: string;
  noMatchHint: string;
  noneYet: string;
  noneYetHint: string;
}

/** A search's empty list: with a search, a way to clear it; without, that nothing is listed yet. */
export function SearchEmptyState({
  isFiltered,
  messages: m,
  clearLabel,
  onClear,
}: {
  isFiltered: boolean;
  messages: SearchEmptyMessages;
  clearLabel: string;
  onClear: () => void;
}) {
  return isFiltered ? (
    <EmptyState
      title={m.noMatch}
      hint={m.noMatchHint}
      action={
        <Button type="button" variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  ) : (
    <EmptyState title={m.noneYet} hint={m.noneYetHint} />
  );
}
