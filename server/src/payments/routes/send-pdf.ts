import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { IssuedPdf } from "../services/issue-receipts.ts";

/** A PDF download: private to the caller, never cached by anything in between. */
export function sendPdf(c: Context<AppEnv>, issued: IssuedPdf): Response {
  return c.body(new Uint8Array(issued.pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${issued.filename}"`,
    "Cache-Control": "private, no-store",
  });
}
