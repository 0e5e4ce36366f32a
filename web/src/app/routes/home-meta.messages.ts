import { defineMessages } from "@/lib/i18n/define-messages";

/** Home's title (`t`) and description (`d`): a book of its own, so home loads no other page's. */
export const homeMetaMessages = defineMessages("meta.home", {
  t: "Home",
  d: "Connect with verified gurus and pujaris, book poojas, offer prayers at 1000+ temples and watch live darshan on Bhakti Setu.",
});
