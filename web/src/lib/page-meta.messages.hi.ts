import { translate } from "@/lib/i18n/define-messages";
import type { pageMetaMessages } from "./page-meta.messages";

export default translate<typeof pageMetaMessages>("page-meta", {
  suffix: "भक्ति सेतु - आपका आध्यात्मिक द्वार",
});
