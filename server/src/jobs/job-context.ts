import type { Queryable } from "../db/database.ts";
import type { MailSender } from "../messaging/mail-sender.ts";
import type { PhoneChannel, PhoneSender } from "../messaging/phone-sender.ts";
import type { PaymentGateways } from "../payments/gateways/payment-gateways.ts";

/** What a job handler works with: the job's own transaction and the runner's time. */
export interface JobContext {
  tx: Queryable;
  now: Date;
  /** Sends through SMTP, or writes to the outbox inside `tx`. */
  mail: MailSender;
  siteUrl: string;
  /** The payment gateways, for refunds; absent where a runner was built without them (tests). */
  payments?: PaymentGateways;
  /** The phone senders by channel; absent: the outbox inside `tx` (development, tests). */
  phones?: Record<PhoneChannel, PhoneSender>;
}

/** Does one job; throwing rolls back its writes and schedules a retry. */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;
