import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received, as the module sent it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: "INR";
  status: "authorized" | "captured" | "failed";
  error_description: string | null;
}

interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: "pending" | "processed";
}

/**
 * A local stand-in for the Razorpay endpoints the payments module calls (orders, fetch and capture
 * a payment, refunds with idempotency keys), answering in Razorpay's shapes. Requests need the
 * basic auth of `keyId:keySecret`. Tests "pay" an order with `pay()`.
 */
export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  requests: RecordedRequest[];
  orders: Map<string, { id: string; amount: number; receipt: string; notes: unknown }>;
  /** A payment of the order, as Checkout would make it; `authorized` unless told otherwise. */
  pay(orderId: string, options?: { status?: FakePayment["status"]; amount?: number }): FakePayment;
  /** The status the next refunds are created with. */
  refundStatus: FakeRefund["status"];
  refunds: Map<string, FakeRefund>;
  close(): Promise<void>;
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(7).toString("hex")}`;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve(text ? (JSON.parse(text) as unknown) : undefined);
    });
    request.on("error", reject);
  });
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_fakekey";
  const keySecret = "fake_key_secret";
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const orders: FakeRazorpay["orders"] = new Map();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRazorpay["refunds"] = new Map();
  const refundsByKey = new Map<string, FakeRefund>();
  const requests: RecordedRequest[] = [];
  const fake = { refundStatus: "processed" } as { refundStatus: FakeRefund["status"] };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? "";
      requests.push({ method: request.method ?? "", path, headers: request.headers, body });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      const badRequest = (description: string) =>
        send(400, { error: { code: "BAD_REQUEST_ERROR", description } });
      if (request.headers.authorization !== expectedAuth) {
        return send(401, {
          error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
        });
      }
      const input = (body ?? {}) as Record<string, unknown>;
      if (request.method === "POST" && path === "/v1/orders") {
        if (typeof input.amount !== "number" || input.amount < 100) {
          return badRequest("The amount must be at least INR 1.00");
        }
        const order = {
          id: randomId("order"),
          amount: input.amount,
          receipt: String(input.receipt),
          notes: input.notes,
        };
        orders.set(order.id, order);
        return send(200, {
          ...order,
          entity: "order",
          currency: input.currency,
          amount_paid: 0,
          amount_due: order.amount,
          status: "created",
          attempts: 0,
        });
      }
      const match = /^\/v1\/payments\/([^/]+)(?:\/(capture|refund))?$/.exec(path);
      const payment = match ? payments.get(match[1]!) : undefined;
      if (!match || !payment) return badRequest("The id provided does not exist");
      if (request.method === "GET" && !match[2])
        return send(200, { ...payment, entity: "payment" });
      if (request.method === "POST" && match[2] === "capture") {
        if (payment.status !== "authorized") {
          return badRequest("This payment has already been captured");
        }
        if (input.amount !== payment.amount) {
          return badRequest("Capture amount must be equal to the amount authorized");
        }
        payment.status = "captured";
        return send(200, { ...payment, entity: "payment" });
      }
      if (request.method === "POST" && match[2] === "refund") {
        const key = request.headers["x-refund-idempotency"];
        const known = typeof key === "string" ? refundsByKey.get(key) : undefined;
        if (known) return send(200, { ...known, entity: "refund" });
        if (payment.status !== "captured") return badRequest("The payment is not captured");
        const refund: FakeRefund = {
          id: randomId("rfnd"),
          payment_id: payment.id,
          amount: Number(input.amount ?? payment.amount),
          status: fake.refundStatus,
        };
        refunds.set(refund.id, refund);
        if (typeof key === "string") refundsByKey.set(key, refund);
        return send(200, { ...refund, entity: "refund", currency: "INR" });
      }
      return badRequest("The requested URL was not found on the server.");
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    requests,
    orders,
    refunds,
    pay(orderId: string, options: { status?: FakePayment["status"]; amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: FakePayment = {
        id: randomId("pay"),
        order_id: orderId,
        amount: options.amount ?? order.amount,
        currency: "INR",
        status: options.status ?? "authorized",
        error_description: options.status === "failed" ? "Payment declined by the bank" : null,
      };
      payments.set(payment.id, payment);
      return payment;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
