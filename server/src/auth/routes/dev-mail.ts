// GET /_dev/mail: the local outbox (e-mail and SMS sent without SMTP or Twilio). No GoTrue
// equivalent (Supabase's CLI ships Inbucket/Mailpit for this); never mounted in production, and
// readable only with the token the start banner prints or the service_role key.
import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../http/app-env.ts";
import { noStoreByDefault } from "../../http/no-store-by-default.ts";
import type { OutboxMessageRow } from "../../messaging/outbox-messages.ts";
import { canReadOutbox } from "../services/authorize-outbox-reader.ts";
import { listRecentMessages } from "../services/list-outbox.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMessage(message: OutboxMessageRow): string {
  return `<article>
<h2>${escapeHtml(message.subject || "SMS")}</h2>
<p class="meta">${message.channel} to <strong>${escapeHtml(message.recipient)}</strong> · ${escapeHtml(message.kind)} · ${message.created_at.toISOString()}</p>
<pre>${linkify(escapeHtml(message.body))}</pre>
</article>`;
}

function requireOutboxReader(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isAllowed = await canReadOutbox(deps, {
      token: c.req.query("token"),
      credential:
        c.req.header("apikey") ?? c.req.header("authorization")?.match(/^bearer\s+(\S+)$/i)?.[1],
    });
    if (!isAllowed) {
      return c.json(
        {
          message:
            "The outbox is readable only with the token printed at start (?token=) or the service_role key",
        },
        401,
      );
    }
    await next();
  };
}

/** The outbox page; an empty router when NODE_ENV=production. */
export function createDevMailRouter(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  if (deps.config.NODE_ENV === "production") return router;
  router.use(noStoreByDefault);
  router.get("/mail", requireOutboxReader(deps), async (c) => {
    const to = c.req.query("to")?.trim();
    // The filter form keeps the token it was opened with, so filtering needs no header; the page
    // sends no Referer, so its links do not carry the token on.
    const token = c.req.query("token");
    const tokenField = token
      ? `<input type="hidden" name="token" value="${escapeHtml(token)}">`
      : "";
    const messages = await listRecentMessages(deps.db, to);
    if (c.req.query("format") === "json") return c.json({ messages });
    const list =
      messages.length > 0 ? messages.map(renderMessage).join("\n") : "<p>No messages yet.</p>";
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Bhakti Setu · local outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}.meta{color:#555;font-size:.875rem}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Local outbox</h1>
<p>E-mail and SMS the auth service sent while no SMTP server or SMS provider is configured (newest first).</p>
<form>${tokenField}<label>Recipient <input name="to" value="${escapeHtml(to ?? "")}"></label> <button>Filter</button></form>
${list}
</body></html>`);
  });
  return router;
}
