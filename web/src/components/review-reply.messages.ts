import { defineMessages } from "@/lib/i18n/define-messages";

// The text before and after the host's name, so each language places it where its order needs.
export const reviewReplyMessages = defineMessages("review-reply", {
  replyFrom: ["Reply from ", ""],
});
