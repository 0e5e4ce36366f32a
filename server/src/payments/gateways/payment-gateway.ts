/** The three ways to pay, behind one interface; `PAYMENTS_GATEWAY` picks the one new payments use. */
export type GatewayMethod = "razorpay" | "upi" | "test";

/** What a payment is for: the row it pays (a course enrolment for a paid course). */
export type PaymentPurpose = "donation" | "booking" | "course";

/** A payment as the gateways need it (a row of public.payments). */
export interface PaymentRow {
  id: string;
  booking_id: string | null;
  donation_id: string | null;
  course_enrolment_id: string | null;
  payer_id: string;
  amount_paise: number;
  status: string;
  method: string;
  order_ref: string | null;
  gateway_payment_ref: string | null;
  refund_status: string;
  refund_paise: number;
  refund_ref: string | null;
}

/** What the checkout shows: who is paid, for what, and who pays. */
export interface CheckoutFacts {
  payment: PaymentRow;
  purpose: PaymentPurpose;
  /** "Donation: Annadanam" or the booking's title. */
  description: string;
  payeeKind: "temple" | "provider";
  payeeName: string;
  payeeUpiId: string | null;
  payerName: string;
  payerEmail: string | null;
}

/**
 * Options for Razorpay Checkout (`new Razorpay({ key: key_id, ...options })`): the order, and the
 * names, prefill and notes it shows.
 */
export interface RazorpayCheckout {
  /** The public key id, for Razorpay Checkout's `key` option. */
  key_id: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill: { name: string; email?: string };
  notes: { payment_id: string };
}

export interface UpiCheckout {
  /** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=… */
  uri: string;
  /** The same link as a QR code, an SVG document. */
  qr_svg: string;
  payee_name: string;
  payee_upi: string;
  amount_paise: number;
  note: string;
}

export interface TestCheckout {
  /** This server's checkout page (a path), with `?return_to=` when the order named one. */
  checkout_url: string;
}

export type Checkout = RazorpayCheckout | UpiCheckout | TestCheckout;

export interface RefundOutcome {
  refundRef: string;
  /** False while the gateway still works on it; its webhook (refund.processed) finishes it then. */
  isProcessed: boolean;
}

export interface PaymentGateway {
  readonly method: GatewayMethod;
  /**
   * Opens the gateway's order for the payment and returns its id, or null when the gateway has no
   * orders (direct UPI, where the payee confirms by hand).
   */
  createOrder(facts: CheckoutFacts): Promise<string | null>;
  /** What the browser needs to open the checkout for a payment whose order is `orderRef`. */
  describeCheckout(facts: CheckoutFacts, orderRef: string | null, returnTo?: string): Checkout;
  /** Returns `refund_paise` of a captured payment to the payer. */
  refund(payment: PaymentRow): Promise<RefundOutcome>;
}
