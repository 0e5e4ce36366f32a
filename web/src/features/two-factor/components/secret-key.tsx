import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { twoFactorMessages } from "../messages";

/** "ABCDEFGH…" as "ABCD EFGH …", the way people read a long key aloud and type it. */
export function groupInFours(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The set-up key for people who type it into the app, with a Copy button. */
export function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const m = useMessages(twoFactorMessages);
  return (
    <div className="grid justify-items-start gap-2">
      <code className="block rounded-md border border-border bg-muted px-3 py-2 font-mono text-lg tracking-wider break-words">
        {groupInFours(secret)}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            navigator.clipboard.writeText(secret).then(
              () => setCopied("yes"),
              () => setCopied("failed"),
            );
          }}
        >
          {m.copyKey}
        </Button>
        <p role="status" className="text-sm">
          {copied === "yes" ? m.copied : copied === "failed" ? m.copyFailed : null}
        </p>
      </div>
    </div>
  );
}
