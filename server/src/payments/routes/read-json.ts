import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { paymentErrors } from "../payment-errors.ts";

/** The JSON body checked against `schema`; 400 (22023) naming the first problem otherwise. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw paymentErrors.badInput("The request body must be JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw paymentErrors.badInput(`${where}${issue.message}`);
  }
  return parsed.data;
}
