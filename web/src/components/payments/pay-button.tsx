import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatPaise } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { payWithRazorpay } from "@/lib/payments/razorpay-checkout";
import { type PaymentOrder, type PaymentPurpose, startPayment } from "@/lib/payments/start-payment";
import { getSupabaseUrl } from "@/lib/supabase-url";
import { payActionMessages } from "./messages";
import { UpiDialog } from "./upi-dialog";

/** The test checkout's URL (a path on the API, where the payments function runs) with where to come back to. */
function testCheckoutUrl(checkoutUrl: string, returnTo: string): string {
  const url = new URL(checkoutUrl, getSupabaseUrl());
  if (!url.searchParams.has("return_to")) url.searchParams.set("return_to", returnTo);
  return url.toString();
}

/**
 * "Pay ₹1,100": opens the configured gateway's checkout for a donation or a booking. The
 * amount shown is the row's; the server charges its own figure.
 */
export function PayButton({
  purpose,
  id,
  amountPaise,
  label,
  invalidate,
}: {
  purpose: PaymentPurpose;
  id: string;
  amountPaise: number;
  /** Default "Pay ₹1,100". */
  label?: string;
  /** Query keys to refresh once the payment is made. */
  invalidate: readonly (readonly unknown[])[];
}) {
  const m = useMessages(payActionMessages);
  const queryClient = useQueryClient();
  const [isStarting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upiOrder, setUpiOrder] = useState<Extract<PaymentOrder, { method: "upi" }> | null>(null);
  const [upiSentTo, setUpiSentTo] = useState<string | null>(null);

  const refresh = () =>
    Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  async function pay() {
    setError(null);
    setStarting(true);
    try {
      const returnTo = `${window.location.pathname}${window.location.search}`;
      const order = await startPayment({ purpose, id, returnTo });
      if (order.method === "test") {
        window.location.assign(testCheckoutUrl(order.checkout.checkout_url, returnTo));
        return;
      }
      if (order.method === "upi") {
        setUpiOrder(order);
        return;
      }
      if ((await payWithRazorpay(order)) === "captured") {
        toast({ title: messagesOf(payActionMessages).received });
        await refresh();
      }
    } catch (caught) {
      setError(describeServerError(caught));
    } finally {
      setStarting(false);
    }
  }

  if (upiSentTo) {
    return (
      <p role="status" className="text-sm">
        {m.upiThanks[0]}
        <span translate="no">{upiSentTo}</span>
        {m.upiThanks[1]}
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-1">
      <Button type="button" disabled={isStarting} aria-busy={isStarting} onClick={() => void pay()}>
        {isStarting ? m.opening : (label ?? m.pay(formatPaise(amountPaise)))}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {upiOrder && (
        <UpiDialog
          order={upiOrder}
          onClose={() => setUpiOrder(null)}
          onDone={() => {
            setUpiSentTo(upiOrder.checkout.payee_name);
            setUpiOrder(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
