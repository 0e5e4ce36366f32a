import { translate } from "@/lib/i18n/define-messages";
import type { uiMessages } from "./messages";

export default translate<typeof uiMessages>("ui", {
  skip: "मुख्य सामग्री पर जाएँ",
  loading: "लोड हो रहा है",
  close: "बंद करें",
  nav: "नेविगेशन",
  toggle: "साइडबार खोलें या बंद करें",
});
