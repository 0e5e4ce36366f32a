import type { Context } from "hono";
import type { z } from "zod";

/** How a protocol refuses a body: its own error for text that is not JSON, and for a bad field. */
export interface BodyRefusals {
  notJson: () => Error;
  invalid: (issue: z.core.$ZodIssue | undefined) => Error;
}

/** The request's JSON body checked against `schema`, or the protocol's error for what is wrong. */
export async function readJsonBodyWith<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  refusals: BodyRefusals,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw refusals.notJson();
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw refusals.invalid(parsed.error.issues[0]);
  return parsed.data;
}
