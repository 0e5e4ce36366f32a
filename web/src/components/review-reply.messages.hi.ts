import { translate } from "@/lib/i18n/define-messages";
import type { reviewReplyMessages } from "./review-reply.messages";

export default translate<typeof reviewReplyMessages>("review-reply", {
  replyFrom: ["", " का जवाब"],
});
