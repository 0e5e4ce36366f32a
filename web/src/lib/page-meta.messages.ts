import { defineMessages } from "@/lib/i18n/define-messages";

export const pageMetaMessages = defineMessages("page-meta", {
  suffix: "Bhakti Setu - Your Spiritual Gateway",
});
