import { validationFailed } from "../auth-errors.ts";

/** GoTrue's words for a channel it does not know (InvalidChannelError). */
const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/**
 * The channel of a phone code, checked as GoTrue does (absent means `sms`). GoTrue also takes
 * `whatsapp` through Twilio; this server sends SMS only, so it refuses `whatsapp` in the same shape.
 */
export function assertSmsChannel(channel: string | undefined): void {
  if (!channel || channel === "sms") return;
  if (channel === "whatsapp") {
    throw validationFailed("Channel 'whatsapp' is not supported: phone codes are sent by SMS only");
  }
  throw validationFailed(INVALID_CHANNEL);
}
