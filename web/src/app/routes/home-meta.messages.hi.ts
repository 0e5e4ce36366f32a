import { translate } from "@/lib/i18n/define-messages";
import type { homeMetaMessages } from "./home-meta.messages";

export default translate<typeof homeMetaMessages>("meta.home", {
  t: "होम",
  d: "भक्ति सेतु पर सत्यापित गुरुओं और पंडित जी से जुड़ें, पूजा बुक करें, 1000+ मंदिरों में प्रार्थना अर्पित करें और लाइव दर्शन करें।",
});
