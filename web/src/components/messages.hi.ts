import { formatCount } from "@/lib/format";
import { translate } from "@/lib/i18n/define-messages";
import type { componentMessages } from "./messages";

export default translate<typeof componentMessages>("components", {
  back: "वापस",
  exporting: "एक्सपोर्ट हो रहा है…",
  rowsExported: (written: number) => `${formatCount(written)} पंक्तियाँ एक्सपोर्ट हुईं`,
  rowsExportedOf: (written: number, total: number) =>
    `${formatCount(total)} में से ${formatCount(written)} पंक्तियाँ एक्सपोर्ट हुईं`,
  exportProgress: "एक्सपोर्ट की प्रगति",
  exportStopped: (reason: string) => `एक्सपोर्ट रुक गया: ${reason}`,
  follow: "फ़ॉलो करें",
  unfollow: "अनफ़ॉलो करें",
  followName: (name: string) => `${name} को फ़ॉलो करें`,
  unfollowName: (name: string) => `${name} को अनफ़ॉलो करें`,
  retry: "फिर कोशिश करें",
  loading: "लोड हो रहा है…",
  listFailed: (what: string) => `${what} लोड नहीं हो सके। अपना इंटरनेट कनेक्शन जाँचें, फिर कोशिश करें।`,
  tryAgain: "फिर कोशिश करें",
  raisedOf: (raised: string, goal: string) => `${goal} में से ${raised} जुटाए गए`,
  raisedSoFar: "अब तक जुटाई गई राशि",
  sponsors: (count: number) => `${formatCount(count)} प्रायोजक`,
  more: "और",
  user: "उपयोगकर्ता",
  signOut: "साइन आउट",
  signingOut: "साइन आउट हो रहा है...",
});
