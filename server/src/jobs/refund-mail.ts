/** The e-mail that says a refund has been made, in the payer's language. */
import type { MailLocale } from "../messaging/mail-locale.ts";
import { formatPaise, MAIL_FOOTER, type MailText } from "./mail-format.ts";

export function renderRefundMail(
  facts: { title: string; refund_paise: number },
  link: string,
  locale: MailLocale,
): MailText {
  const amount = formatPaise(facts.refund_paise, locale);
  if (locale === "hi") {
    return {
      subject: `${amount} लौटा दिए गए: ${facts.title}`,
      text: `नमस्ते,\n\n${facts.title} के लिए ${amount} आपको उसी तरीके से लौटा दिए गए हैं जिससे आपने भुगतान किया था। बैंक के अनुसार खाते में दिखने में कुछ दिन लग सकते हैं।\n\nविवरण: ${link}${MAIL_FOOTER.hi}`,
    };
  }
  return {
    subject: `Refund of ${amount}: ${facts.title}`,
    text: `Namaste,\n\nYour refund of ${amount} for ${facts.title} has been made to the way you paid. Your bank may take a few days to show it.\n\nSee the details: ${link}${MAIL_FOOTER.en}`,
  };
}
