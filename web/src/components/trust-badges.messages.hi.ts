import { translate } from "@/lib/i18n/define-messages";
import type { trustBadgeMessages } from "./trust-badges.messages";

export default translate<typeof trustBadgeMessages>("trust-badges", {
  verified: "सत्यापित",
  example: "उदाहरण",
  since: (date: string) => `${date} से सत्यापित`,
  authorisedBy: ["", " द्वारा अधिकृत"],
});
