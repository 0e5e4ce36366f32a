import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { readJsonBodyWith } from "../http/read-json-body.ts";
import { storageErrors } from "./storage-errors.ts";

/** Parses and validates a JSON body; a bad one is Storage's 400 InvalidRequest naming the field. */
export function readJsonBody<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  return readJsonBodyWith(c, schema, {
    notJson: () => storageErrors.invalidRequest("Body is not valid JSON"),
    invalid: (issue) =>
      storageErrors.invalidRequest(
        `body/${issue?.path.join(".") || "body"} ${issue?.message ?? "is invalid"}`,
      ),
  });
}
