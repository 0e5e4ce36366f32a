import { translate } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";
import type { watchingNowMessages } from "./watching-now.messages";

export default translate<typeof watchingNowMessages>("watching-now", {
  watchingNow: (count: number) => `${formatCount(count)} अभी देख रहे हैं`,
});
