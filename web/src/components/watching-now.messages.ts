import { defineMessages } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";

/** A live session's viewers as its host sees them. */
export const watchingNowMessages = defineMessages("watching-now", {
  watchingNow: (count: number) => `${formatCount(count)} watching now`,
});
