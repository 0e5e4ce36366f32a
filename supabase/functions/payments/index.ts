// The payments Edge Function: orders, Razorpay's checkout and webhook, receipts and statements.
// Built from the function's environment by the same code our server runs at /functions/v1/payments.
import { openPaymentsFunction } from "../../../server/src/functions/payments-function.ts";

const app = await openPaymentsFunction(Deno.env.toObject());
Deno.serve(app.fetch);
