import { translate } from "@/lib/i18n/define-messages";
import type { imageUploadMessages } from "./image-upload.messages";

/** The formats as Hindi readers say them. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  JPEG: "जेपीईजी",
  PNG: "पीएनजी",
  WebP: "वेबपी",
};

function sayFormats(names: readonly string[]): string[] {
  return names.map((name) => FORMAT_NAMES[name] ?? name);
}

export default translate<typeof imageUploadMessages>("image-upload", {
  typeList: (names: readonly string[]) => {
    const said = sayFormats(names);
    return `${said.slice(0, -1).join(", ")} या ${said.at(-1)}`;
  },
  megabytes: (amount: string) => `${amount} एमबी`,
  wrongType: (file: string, types: string) =>
    `${file} ${types} तस्वीर नहीं है। इन्हीं में से किसी प्रारूप की फ़ोटो चुनें।`,
  tooLarge: (file: string, size: string, limit: string) =>
    `${file} का आकार ${size} है; सीमा ${limit} है। कोई छोटी फ़ोटो चुनें।`,
  notAllowed: "आप यहाँ अपलोड नहीं कर सकते। फिर से लॉग इन करके दोबारा कोशिश करें।",
  failed: "अपलोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
  hint: (types: string, limit: string) => `${types}, अधिकतम ${limit}।`,
  preview: (file: string) => `${file} का पूर्वावलोकन`,
  current: (label: string) => `वर्तमान: ${label}`,
  uploadingLabel: (file: string) => `${file} अपलोड हो रही है`,
  uploading: (file: string) => `${file} अपलोड हो रही है…`,
  uploaded: (file: string) => `${file} अपलोड हो गई।`,
  upload: "फ़ोटो अपलोड करें",
});
