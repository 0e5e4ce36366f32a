import { translate } from "@/lib/i18n/define-messages";
import type { authMessages } from "./messages";

export default translate<typeof authMessages>("auth", {
  signIn: "साइन इन",
  loading: "आपका खाता खुल रहा है",
  welcome: "भक्ति सेतु में आपका स्वागत है",
  loadingSignIn: "साइन इन खुल रहा है…",
});
