import { useSearchParams } from "react-router";
import { useMessages } from "@/lib/i18n/use-messages";
import { payActionMessages } from "./messages";

const IS_PROBLEM: Record<string, boolean> = { captured: false, failed: true, abandoned: false };

/** What happened at the checkout the payer has just come back from (`?payment=…&status=…`). */
export function PaymentReturnNotice() {
  const m = useMessages(payActionMessages);
  const [params] = useSearchParams();
  const status = params.get("status") ?? "";
  const isProblem = params.get("payment") ? IS_PROBLEM[status] : undefined;
  if (isProblem === undefined) return null;
  return (
    <p
      role={isProblem ? "alert" : "status"}
      className={
        isProblem
          ? "rounded-lg border border-destructive/50 p-4"
          : "rounded-lg border border-border bg-muted p-4"
      }
    >
      {m.returnNotice[status as keyof typeof m.returnNotice]}
    </p>
  );
}
