/** The few Razorpay REST endpoints the payments module calls, with basic auth key_id:key_secret. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com, or a local fake in tests. */
  apiUrl: string;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  error_description?: string | null;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** pending, processed or failed. */
  status: string;
}

/** Razorpay answered with an error, or could not be reached. `description` is Razorpay's words. */
export class RazorpayApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const TIMEOUT_MS = 15_000;

export interface RazorpayApi {
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, amount: number): Promise<RazorpayPayment>;
  /** With `X-Refund-Idempotency`, so a retried job never refunds twice. */
  createRefund(
    paymentId: string,
    input: { amount: number; receipt: string; notes: Record<string, string> },
    idempotencyKey: string,
  ): Promise<RazorpayRefund>;
}

export function createRazorpayApi(settings: RazorpaySettings): RazorpayApi {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RazorpayApiError(0, `Razorpay could not be reached: ${reason}`);
    }
    const text = await response.text();
    const json = parseJson(text);
    if (!response.ok) {
      const failure = (json as { error?: { code?: string; description?: string } } | undefined)
        ?.error;
      throw new RazorpayApiError(
        response.status,
        failure?.description ?? `Razorpay answered ${response.status}`,
        failure?.code,
      );
    }
    if (json === undefined) {
      throw new RazorpayApiError(response.status, "Razorpay answered with something not JSON");
    }
    return json as T;
  }

  return {
    createOrder: (input) => call("POST", "/orders", { ...input, currency: "INR" }),
    fetchPayment: (paymentId) => call("GET", `/payments/${encodeURIComponent(paymentId)}`),
    capturePayment: (paymentId, amount) =>
      call("POST", `/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount,
        currency: "INR",
      }),
    createRefund: (paymentId, input, idempotencyKey) =>
      call("POST", `/payments/${encodeURIComponent(paymentId)}/refund`, input, {
        "x-refund-idempotency": idempotencyKey,
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
