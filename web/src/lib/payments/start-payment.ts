import { requestPayments } from "./payments-request";

export type PaymentPurpose = "donation" | "booking" | "course";

export type Checkout =
  | { method: "test"; checkout: { checkout_url: string } }
  | {
      method: "upi";
      checkout: { uri: string; qr_svg: string; payee_name: string; payee_upi: string };
    }
  | {
      method: "razorpay";
      checkout: {
        key_id: string;
        order_id: string;
        amount: number;
        currency: "INR";
        name: string;
        description: string;
      };
    };

export type PaymentOrder = Checkout & { payment_id: string; amount_paise: number };

/**
 * Opens (or re-opens) a payment for a donation or a booking. The amount is the server's, read
 * from the row; `returnTo` is where the test checkout sends the payer back.
 */
export async function startPayment(input: {
  purpose: PaymentPurpose;
  id: string;
  returnTo: string;
}): Promise<PaymentOrder> {
  const response = await requestPayments("/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ purpose: input.purpose, id: input.id, return_to: input.returnTo }),
  });
  return (await response.json()) as PaymentOrder;
}
