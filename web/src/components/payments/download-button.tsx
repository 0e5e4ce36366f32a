import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { downloadPdf } from "@/lib/payments/download-pdf";
import { payActionMessages } from "./messages";

/** Downloads a receipt or statement PDF; says so when it cannot. */
export function DownloadButton({
  path,
  filename,
  label,
  accessibleName,
}: {
  /** The payments path, or a function giving it at the moment of the click. */
  path: string | (() => string);
  filename: string | (() => string);
  label: string;
  accessibleName?: string;
}) {
  const m = useMessages(payActionMessages);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="grid justify-items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={isBusy}
        aria-label={accessibleName}
        onClick={() => {
          setBusy(true);
          setError(null);
          const at = <T,>(value: T | (() => T)) =>
            typeof value === "function" ? (value as () => T)() : value;
          downloadPdf(at(path), at(filename))
            .catch((caught: unknown) => setError(describeServerError(caught)))
            .finally(() => setBusy(false));
        }}
      >
        {isBusy ? m.preparing : label}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </span>
  );
}
