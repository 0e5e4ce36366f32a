import * as React from "react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { describeServerError } from "@/lib/server-error";
import { exportCsv, type CsvExportOptions, saveFile } from "@/lib/csv-export";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

type State =
  | { step: "idle" }
  | { step: "running"; written: number; total: number | null }
  | { step: "failed"; message: string };

/**
 * A button that exports rows as a CSV download, page by page, showing how far it has got and
 * saying what went wrong if a page fails.
 */
export function CsvExportButton<Row>({
  label,
  fileName,
  ...options
}: Omit<CsvExportOptions<Row>, "onProgress" | "signal"> & { label: string; fileName: string }) {
  const m = useMessages(componentMessages);
  const [state, setState] = React.useState<State>({ step: "idle" });

  async function run() {
    setState({ step: "running", written: 0, total: null });
    try {
      const blob = await exportCsv({
        ...options,
        onProgress: (written, total) => setState({ step: "running", written, total }),
      });
      saveFile(blob, fileName);
      setState({ step: "idle" });
    } catch (error) {
      setState({ step: "failed", message: describeServerError(error) });
    }
  }

  return (
    <div className="grid min-w-0 justify-items-start gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={state.step === "running"}
        onClick={() => void run()}
      >
        {state.step === "running" ? m.exporting : label}
      </Button>
      <div aria-live="polite" className="w-full min-w-0 text-sm">
        {state.step === "running" && (
          <>
            <p>
              {state.total === null
                ? m.rowsExported(state.written)
                : m.rowsExportedOf(state.written, state.total)}
            </p>
            {state.total ? (
              <Progress value={state.written} max={state.total} aria-label={m.exportProgress} />
            ) : null}
          </>
        )}
        {state.step === "failed" && (
          <p role="alert" className="text-destructive">
            {m.exportStopped(state.message)}
          </p>
        )}
      </div>
    </div>
  );
}
