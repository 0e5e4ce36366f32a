/** The e-mail and SMS texts, one template per kind: plain, readable, naming the product. */
const PRODUCT = "Bhakti Setu";

export type MailKind =
  "confirmation" | "recovery" | "magic_link" | "email_change" | "invite" | "reauthentication";

interface MailContent {
  subject: string;
  text: string;
}

/** `link` is absent for reauthentication, which only has a code. */
export function renderMail(
  kind: MailKind,
  values: { code: string; link?: string; newEmail?: string },
): MailContent {
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

export function renderSms(code: string): string {
  return `Your ${PRODUCT} code is ${code}`;
}
