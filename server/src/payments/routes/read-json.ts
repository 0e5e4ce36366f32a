import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBodyWith } from "../../http/read-json-body.ts";
import { paymentErrors } from "../payment-errors.ts";

/** The JSON body checked against `schema`; 400 (22023) naming the first problem otherwise. */
export function readJsonBody<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  return readJsonBodyWith(c, schema, {
    notJson: () => paymentErrors.badInput("The request body must be JSON"),
    invalid: (issue) => {
      const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return paymentErrors.badInput(`${where}${issue?.message}`);
    },
  });
}
