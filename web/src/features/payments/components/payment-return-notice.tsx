import { useSearchParams } from "react-router";

const MESSAGES: Record<string, { text: string; isProblem: boolean }> = {
  captured: { text: "Payment received. Thank you.", isProblem: false },
  failed: {
    text: "The payment did not go through and nothing was charged. You can try again.",
    isProblem: true,
  },
  abandoned: { text: "Payment not made. You can pay whenever you are ready.", isProblem: false },
};

/** What happened at the checkout the payer has just come back from (`?payment=…&status=…`). */
export function PaymentReturnNotice() {
  const [params] = useSearchParams();
  const message = params.get("payment") ? MESSAGES[params.get("status") ?? ""] : undefined;
  if (!message) return null;
  return (
    <p
      role={message.isProblem ? "alert" : "status"}
      className={
        message.isProblem
          ? "rounded-lg border border-destructive/50 p-4"
          : "rounded-lg border border-border bg-muted p-4"
      }
    >
      {message.text}
    </p>
  );
}
