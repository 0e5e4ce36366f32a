/** The Hindi texts of the e-mails background jobs send, for people who chose Hindi in the app. */
import { describeCancellationPolicy } from "@bhakti-setu/common/cancellation-policy.ts";
import { cancellationPolicyHi } from "@bhakti-setu/common/cancellation-policy.hi.ts";
import { clause, formatIst, formatPaise, MAIL_FOOTER, type MailText } from "./mail-format.ts";
import { meetingLines, reasonLine } from "./booking-mail-lines.ts";
import type { AdminInviteMailFacts } from "./repositories/admin-invite-mail-facts.ts";
import type { AnnouncementMailFacts } from "./repositories/announcement-mail-facts.ts";
import type { BookingMailFacts } from "./repositories/booking-mail-facts.ts";
import type { BookingMeeting } from "./repositories/booking-meeting.ts";
import type { LiveMailFacts } from "./repositories/live-mail-facts.ts";
import type { VerificationMailFacts } from "./repositories/verification-mail-facts.ts";
import type { ReceiptFacts } from "../payments/repositories/receipt-facts.ts";

const PRODUCT = "Bhakti Setu";
const FOOTER = MAIL_FOOTER.hi;

function describeRefund(facts: BookingMailFacts): string {
  if (facts.refundable_paise === null || facts.price_paise === 0) return "";
  const kept = facts.price_paise - facts.refundable_paise;
  return kept === 0
    ? `\n\nपूरी राशि ${formatPaise(facts.price_paise, "hi")} वापस मिलेगी।`
    : `\n\n${formatPaise(facts.price_paise, "hi")} में से ${formatPaise(facts.refundable_paise, "hi")} वापस मिलेंगे (रद्द करने के नियम के अनुसार ${formatPaise(kept, "hi")} रखे गए)।`;
}

export function renderBookingMail(
  facts: BookingMailFacts,
  link: string,
  meeting?: BookingMeeting,
): MailText {
  const what = `${facts.title}, ${formatIst(facts.starts_at, "hi")}`;
  const where = facts.status === "confirmed" ? meetingLines(facts, meeting, "hi") : "";
  const open = `${where}\n\nबुकिंग देखें: ${link}`;
  switch (facts.status) {
    case "requested":
      return {
        subject: `बुकिंग का नया अनुरोध: ${facts.title}`,
        text: `नमस्ते,\n\n${facts.devotee_name || "एक भक्त"} ${what} की बुकिंग करना चाहते हैं। शुरू होने से पहले इसे स्वीकार या अस्वीकार करें, नहीं तो अनुरोध समाप्त हो जाएगा।${open}${FOOTER}`,
      };
    case "confirmed":
      return {
        subject: `पक्की हुई: ${facts.title}`,
        text: `नमस्ते,\n\n${what} की आपकी बुकिंग पक्की हो गई है।\n\n${describeCancellationPolicy(facts, cancellationPolicyHi)}${open}${FOOTER}`,
      };
    case "declined":
      return {
        subject: `अस्वीकार: ${facts.title}`,
        text: `नमस्ते,\n\n${what} की आपकी बुकिंग का अनुरोध अस्वीकार हो गया।${reasonLine(facts.note, "hi")}\n\nआप कोई दूसरा समय या दूसरे पंडित जी चुन सकते हैं।${open}${FOOTER}`,
      };
    case "completed":
      return {
        subject: `संपन्न: ${facts.title}`,
        text: `नमस्ते,\n\n${what} की आपकी बुकिंग संपन्न हो गई है। बुकिंग के पेज पर आप अपनी राय लिख सकते हैं।${open}${FOOTER}`,
      };
    case "cancelled": {
      const by = facts.cancelled_by === "devotee" ? "भक्त ने" : "पंडित जी ने";
      return {
        subject: `रद्द: ${facts.title}`,
        text: `नमस्ते,\n\n${what} की बुकिंग ${by} रद्द कर दी।${reasonLine(facts.note, "hi")}${describeRefund(facts)}${open}${FOOTER}`,
      };
    }
    default:
      return {
        subject: `समय निकल गया: ${facts.title}`,
        text: `नमस्ते,\n\n${what} की बुकिंग का अनुरोध शुरू होने से पहले पक्का नहीं हुआ, इसलिए वह समाप्त हो गया। कोई शुल्क नहीं लिया गया।${open}${FOOTER}`,
      };
  }
}

export function renderLiveReminderMail(facts: LiveMailFacts, link: string): MailText {
  return {
    subject: `15 मिनट में शुरू: ${facts.title}`,
    text: `नमस्ते,\n\n${facts.title} ${formatIst(facts.starts_at, "hi")} पर शुरू होगा (${facts.venue})।\n\nयहाँ से जुड़ें: ${link}\n\nसाथ लगी कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देती है।${FOOTER}`,
  };
}

export function renderLiveStartedMail(facts: LiveMailFacts, link: string): MailText {
  return {
    subject: `अभी लाइव: ${facts.title}`,
    text: `नमस्ते,\n\n${facts.title} अभी लाइव हुआ है।\n\nयहाँ से जुड़ें: ${link}${FOOTER}`,
  };
}

export function renderTempleAnnouncementMail(facts: AnnouncementMailFacts, link: string): MailText {
  return {
    subject: `${facts.temple_name}: ${facts.title}`,
    text: `नमस्ते,\n\n${facts.body}\n\nऔर जानें: ${link}\n\nयह संदेश आपको इसलिए मिला क्योंकि आप ${PRODUCT} पर ${facts.temple_name} को फ़ॉलो करते हैं; ये संदेश बंद करने के लिए मंदिर को अनफ़ॉलो करें।${FOOTER}`,
  };
}

export function renderAdminInviteMail(facts: AdminInviteMailFacts, link: string): MailText {
  const who = facts.inviter_name ?? "एक व्यवस्थापक";
  return {
    subject: `${PRODUCT} पर ${facts.temple_name} के संचालन में सहयोग करें`,
    text: `नमस्ते,\n\n${who} आपको ${PRODUCT} पर ${facts.temple_name} का सह-व्यवस्थापक बनने का आमंत्रण देते हैं: इसके आयोजन, पूजाएँ, सेवा कार्यक्रम और समुदाय।\n\nइसी ईमेल पते से लॉग इन (या साइन अप) करें और यहाँ स्वीकार करें: ${link}\n\nयह आमंत्रण ${formatIst(facts.expires_at, "hi")} तक खुला है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा कर दें।${FOOTER}`,
  };
}

export function renderDonationReceiptMail(
  facts: ReceiptFacts & { receipt_number: string },
  link: string,
): MailText {
  return {
    subject: `रसीद ${facts.receipt_number}: ${facts.temple_name} को आपका दान`,
    text: `नमस्ते,\n\n${facts.temple_name} में ${facts.program_title} के लिए ${formatPaise(facts.amount_paise, "hi")} के दान के लिए धन्यवाद। आपकी रसीद ${facts.receipt_number} इस ईमेल के साथ PDF में है। यह रसीद, और पूरे वित्त वर्ष का विवरण, आप ${PRODUCT} पर अपने दानों की सूची से कभी भी फिर से डाउनलोड कर सकते हैं: ${link}${FOOTER}`,
  };
}

export function renderVerificationMail(facts: VerificationMailFacts, link: string): MailText {
  const name = facts.subject_name;
  const isTemple = facts.kind === "temple";
  const profile = isTemple ? "आपके मंदिर की प्रोफ़ाइल" : "आपकी प्रोफ़ाइल";
  switch (facts.step) {
    case "submitted":
      return {
        subject: `${name} के सत्यापन का अनुरोध हमें मिल गया है`,
        text: `नमस्ते,\n\nधन्यवाद: ${name} के दस्तावेज़ हमें मिल गए हैं। एक व्यवस्थापक उनकी जाँच करेंगे, और निर्णय होते ही हम आपको ईमेल करेंगे।\n\nआप यहाँ स्थिति देख सकते हैं: ${link}${FOOTER}`,
      };
    case "approved":
      return {
        subject: `${name} सत्यापित हो गया है`,
        text: `नमस्ते,\n\n${
          isTemple
            ? "आपका मंदिर सत्यापित हो गया है — अब भक्त इसे मंदिरों की सूची में देख सकते हैं।"
            : "आपकी प्रोफ़ाइल सत्यापित हो गई है — अब भक्त आपको गुरु और पंडित जी की सूची में ढूँढ सकते हैं।"
        }\n\nअपनी प्रोफ़ाइल देखें: ${link}${FOOTER}`,
      };
    case "rejected":
      return {
        subject: `${name} अभी स्वीकृत नहीं हुआ`,
        text: `नमस्ते,\n\n${profile} स्वीकृत नहीं हुई: ${clause(facts.reason)}। इसे ठीक करके अपने डैशबोर्ड से फिर से भेजें: ${link}${FOOTER}`,
      };
    case "suspended":
      return {
        subject: `${name} निलंबित है`,
        text: `नमस्ते,\n\n${profile} अभी भक्तों से छिपी है: ${clause(facts.reason)}। अगर आपको लगता है कि यह गलती है, तो सहायता टीम से संपर्क करें, हम फिर से देखेंगे।\n\nआपकी प्रोफ़ाइल: ${link}${FOOTER}`,
      };
    default:
      return {
        subject: `${name} फिर से दिख रहा है`,
        text: `नमस्ते,\n\n${profile} भक्तों को फिर से दिख रही है। धैर्य रखने के लिए धन्यवाद।\n\nअपनी प्रोफ़ाइल देखें: ${link}${FOOTER}`,
      };
  }
}
