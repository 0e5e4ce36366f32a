import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { storageErrors } from "./storage-errors.ts";

/** Parses and validates a JSON body; a bad one is Storage's 400 InvalidRequest naming the field. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw storageErrors.invalidRequest("Body is not valid JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || "body";
    throw storageErrors.invalidRequest(`body/${field} ${issue?.message ?? "is invalid"}`);
  }
  return result.data;
}
