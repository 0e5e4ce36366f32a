import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useMessages } from "@/lib/i18n/use-messages";
import { reviewMessages } from "../messages";
import { AUTHOR_SHOWN_AS } from "../schemas";

/** "Show my name" or "Show my initials": how devotees reading the host's page see the author. */
export function AuthorShownAsField({ registration }: { registration: UseFormRegisterReturn }) {
  const m = useMessages(reviewMessages).form;
  const id = useId();
  return (
    <fieldset className="grid gap-1" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">{m.shownAs}</legend>
      {AUTHOR_SHOWN_AS.map((choice) => (
        <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="radio" value={choice} className="size-5 shrink-0" {...registration} />
          {m.show[choice]}
        </label>
      ))}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.shownAsHint}
      </p>
    </fieldset>
  );
}
