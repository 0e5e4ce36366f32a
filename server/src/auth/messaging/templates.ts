/** The e-mail and SMS texts, one template per kind and language: plain, readable, naming the product. */
import type { MailLocale } from "../../messaging/mail-locale.ts";

const PRODUCT = "Bhakti Setu";

export type MailKind =
  "confirmation" | "recovery" | "magic_link" | "email_change" | "invite" | "reauthentication";

interface MailContent {
  subject: string;
  text: string;
}

interface MailValues {
  code: string;
  /** Absent for reauthentication, which only has a code. */
  link?: string;
  newEmail?: string;
}

/** The e-mail in the recipient's language. */
export function renderMail(kind: MailKind, values: MailValues, locale: MailLocale): MailContent {
  return locale === "hi" ? renderHindiMail(kind, values) : renderEnglishMail(kind, values);
}

function renderEnglishMail(kind: MailKind, values: MailValues): MailContent {
  const codeLine = `Or enter this code: ${values.code}`;
  const footer = `\n\nIf you did not ask for this, you can ignore this e-mail.\n\n— ${PRODUCT}, your spiritual gateway`;
  const link = values.link ?? "";
  switch (kind) {
    case "confirmation":
      return {
        subject: `Confirm your ${PRODUCT} account`,
        text: `Namaste,\n\nWelcome to ${PRODUCT}. Please confirm your e-mail address by opening this link:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "recovery":
      return {
        subject: `Reset your ${PRODUCT} password`,
        text: `Namaste,\n\nSomeone asked to reset the password of your ${PRODUCT} account. Open this link to choose a new one:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "magic_link":
      return {
        subject: `Your ${PRODUCT} sign-in link`,
        text: `Namaste,\n\nOpen this link to sign in to ${PRODUCT}:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "email_change":
      return {
        subject: `Confirm your new ${PRODUCT} e-mail address`,
        text: `Namaste,\n\nPlease confirm the change of your ${PRODUCT} e-mail address to ${values.newEmail ?? ""} by opening this link:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "invite":
      return {
        subject: `You are invited to ${PRODUCT}`,
        text: `Namaste,\n\nYou have been invited to join ${PRODUCT}. Open this link to accept the invitation:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "reauthentication":
      return {
        subject: `Your ${PRODUCT} confirmation code`,
        text: `Namaste,\n\nEnter this code to confirm it is you: ${values.code}${footer}`,
      };
  }
}

function renderHindiMail(kind: MailKind, values: MailValues): MailContent {
  const codeLine = `या यह कोड डालें: ${values.code}`;
  const footer = `\n\nअगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।\n\n— ${PRODUCT}, आपका आध्यात्मिक द्वार`;
  const link = values.link ?? "";
  switch (kind) {
    case "confirmation":
      return {
        subject: `अपना ${PRODUCT} खाता पक्का करें`,
        text: `नमस्ते,\n\n${PRODUCT} में आपका स्वागत है। यह लिंक खोलकर अपना ईमेल पता पक्का करें:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "recovery":
      return {
        subject: `अपना ${PRODUCT} पासवर्ड बदलें`,
        text: `नमस्ते,\n\nआपके ${PRODUCT} खाते का पासवर्ड बदलने का अनुरोध आया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "magic_link":
      return {
        subject: `${PRODUCT} में लॉग इन करने का लिंक`,
        text: `नमस्ते,\n\n${PRODUCT} में लॉग इन करने के लिए यह लिंक खोलें:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "email_change":
      return {
        subject: `अपना नया ${PRODUCT} ईमेल पता पक्का करें`,
        text: `नमस्ते,\n\nअपना ${PRODUCT} ईमेल पता बदलकर ${values.newEmail ?? ""} करने के लिए यह लिंक खोलें:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "invite":
      return {
        subject: `${PRODUCT} में आपका आमंत्रण`,
        text: `नमस्ते,\n\nआपको ${PRODUCT} से जुड़ने का आमंत्रण मिला है। आमंत्रण स्वीकार करने के लिए यह लिंक खोलें:\n\n${link}\n\n${codeLine}${footer}`,
      };
    case "reauthentication":
      return {
        subject: `आपका ${PRODUCT} पुष्टि कोड`,
        text: `नमस्ते,\n\nयह आप ही हैं, इसकी पुष्टि के लिए यह कोड डालें: ${values.code}${footer}`,
      };
  }
}

export function renderSms(code: string, locale: MailLocale): string {
  return locale === "hi" ? `आपका ${PRODUCT} कोड ${code} है` : `Your ${PRODUCT} code is ${code}`;
}
