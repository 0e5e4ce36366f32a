import type { PaymentOrder } from "./start-payment";
import { requestPayments } from "./payments-request";

const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let script: Promise<RazorpayConstructor> | undefined;

/** Razorpay's own Checkout script, loaded only when a payment goes through Razorpay. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = SCRIPT_URL;
    element.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay did not load"));
    element.onerror = () => {
      script = undefined;
      reject(new Error("Razorpay could not be reached"));
    };
    document.head.append(element);
  });
  return script;
}

/**
 * Opens Razorpay Checkout and, when the payer completes it, has the server check the signature.
 * Resolves "captured", or "closed" when the payer closes the window (the webhook still completes
 * a payment made before closing).
 */
export async function payWithRazorpay(
  order: Extract<PaymentOrder, { method: "razorpay" }>,
): Promise<"captured" | "closed"> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    new Razorpay({
      ...order.checkout,
      handler: (response: RazorpayResponse) => {
        requestPayments("/razorpay/verify", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(response),
        }).then(() => resolve("captured"), reject);
      },
      modal: { ondismiss: () => resolve("closed") },
    }).open();
  });
}
