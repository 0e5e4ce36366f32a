import type { Transporter } from "nodemailer";
import type { Queryable } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import { insertOutboxMessage } from "./outbox-messages.ts";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "base64" when `content` holds binary (a PDF) as base64; plain text otherwise. */
  encoding?: "base64";
}

export interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailSender {
  readonly transport: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailSender(url: string, from: string): MailSender {
  // nodemailer loads with the first mail sent, so an idle server does not hold it (about 20 MiB).
  let transporter: Promise<Transporter> | undefined;
  return {
    transport: "smtp",
    async send(mail) {
      transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(url),
      );
      const smtp = await transporter;
      await smtp.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
      });
    },
  };
}

/**
 * Keeps mail in auth.outbox_messages, readable at /_dev/mail, when no SMTP server is set. `db` may
 * be a transaction, so a message is kept only if the work that sends it commits.
 */
export function createOutboxMailSender(db: Queryable, clock: Clock): MailSender {
  return {
    transport: "outbox",
    send: (mail) =>
      insertOutboxMessage(db, {
        channel: "email",
        recipient: mail.to,
        kind: mail.kind,
        subject: mail.subject,
        body: mail.text,
        attachments: mail.attachments ?? [],
        created_at: clock.now(),
      }),
  };
}
