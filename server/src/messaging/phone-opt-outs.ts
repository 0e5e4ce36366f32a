import type { Queryable } from "../db/database.ts";
import type { PhoneChannel } from "./phone-sender.ts";

/** A number that replied STOP: nothing more is sent to it on that channel. */
export async function optOutPhone(
  q: Queryable,
  phone: string,
  channel: PhoneChannel,
  at: Date,
): Promise<void> {
  await q.query(
    `insert into public.phone_opt_outs (phone, channel, opted_out_at) values ($1, $2, $3)
     on conflict (phone, channel) do nothing`,
    [phone, channel, at],
  );
}

/** A number that replied START: it may be messaged again. */
export async function optInPhone(
  q: Queryable,
  phone: string,
  channel: PhoneChannel,
): Promise<void> {
  await q.query("delete from public.phone_opt_outs where phone = $1 and channel = $2", [
    phone,
    channel,
  ]);
}
