import { translate } from "@/lib/i18n/define-messages";
import { lookUpIn, sayIstLimitTime, type DatabaseDictionary } from "./database-messages";
import type { databaseMessages } from "./database-messages.messages";
import { formatCount } from "./format";

type Say = (...values: string[]) => string | null;

/** A value the database names (a status, a role) in words, or null for one it has none for. */
const wordFor = (words: Readonly<Record<string, string>>, value: string | undefined) =>
  value !== undefined && Object.hasOwn(words, value) ? (words[value] ?? null) : null;

/** An entry of one named value: its words put into the sentence, or null when there are none. */
const naming =
  (words: Readonly<Record<string, string>>, sentence: (word: string) => string): Say =>
  (value) => {
    const word = wordFor(words, value);
    return word === null ? null : sentence(word);
  };

/** A limit's hint: when the next try is allowed, in Hindi's date and time. */
const nextTry =
  (sentence: (at: string) => string): Say =>
  (time) => {
    const at = sayIstLimitTime(time, new Date());
    return at === null ? null : sentence(at);
  };

const BOOKING_STATE = {
  requested: "पुष्टि की प्रतीक्षा में",
  confirmed: "पुष्ट हो चुकी",
  completed: "पूरी हो चुकी",
  declined: "अस्वीकार हो चुकी",
  cancelled: "रद्द हो चुकी",
  expired: "समाप्त हो चुकी",
};
const PAYMENT_STATE = {
  created: "शुरू हो चुका",
  awaiting_confirmation: "पुष्टि की प्रतीक्षा में",
  authorized: "अधिकृत हो चुका",
  captured: "पूरा हो चुका",
  failed: "विफल हो चुका",
  refunded: "लौटाया जा चुका",
};
const DONATION_STATE = {
  pending: "भुगतान की प्रतीक्षा में",
  paid: "चुकाया जा चुका",
  failed: "विफल हो चुका",
  refunded: "लौटाया जा चुका",
};
const SESSION_NOW = {
  scheduled: "अभी तय है",
  live: "लाइव है",
  ended: "समाप्त हो चुका है",
  cancelled: "रद्द हो चुका है",
};
const SESSION_NEXT = { scheduled: "फिर से तय", live: "लाइव", ended: "समाप्त", cancelled: "रद्द" };
const SUBJECT = { provider: "यह प्रोफ़ाइल", temple: "यह मंदिर" };
const VERIFICATION_STATE = {
  pending: "समीक्षा की प्रतीक्षा में",
  rejected: "अस्वीकृत",
  verified: "सत्यापित",
  suspended: "निलंबित",
};
const DECISION = { approve: "स्वीकृत", reject: "अस्वीकृत", suspend: "निलंबित", reinstate: "बहाल" };

/**
 * Hindi for every sentence the database writes that a screen shows as written (the refusals
 * 22023, PT409 and PT429, and the hints of limits and of reports), keyed by the English of
 * supabase/migrations; database-messages.test.ts holds the two lists to each other.
 */
export const HINDI_DATABASE_MESSAGES: DatabaseDictionary = {
  "% is already an administrator of this temple": (address) =>
    `${address} पहले से इस मंदिर के प्रशासक हैं।`,
  "% is already invited": (address) => `${address} को पहले ही निमंत्रण भेजा जा चुका है।`,
  "% is already invited or associated": (name) =>
    `${name} को पहले ही निमंत्रण भेजा जा चुका है, या वे पहले से मंदिर से जुड़े हैं।`,
  "A % session cannot become %": (now, next) => {
    const [from, to] = [wordFor(SESSION_NOW, now), wordFor(SESSION_NEXT, next)];
    return from === null || to === null ? null : `जो सत्र ${from}, उसे ${to} नहीं किया जा सकता।`;
  },
  "A PAN is five letters, four digits and a letter, like ABCDE1234F":
    "PAN में पाँच अक्षर, फिर चार अंक और अंत में एक अक्षर होता है, जैसे ABCDE1234F।",
  "A home pooja is paid after the visit": "घर पर होने वाली पूजा का भुगतान पूजा के बाद होता है।",
  "A phone number is needed for an offline booking":
    "व्यक्तिगत रूप से होने वाली बुकिंग के लिए फ़ोन नंबर ज़रूरी है।",
  "A session's date and time could not be read": "किसी सत्र की तारीख और समय समझ में नहीं आए।",
  "A stream link is given only when going live": "स्ट्रीम का लिंक केवल लाइव होते समय दिया जाता है।",
  "A temple has at most 20 open invitations": "एक मंदिर के अधिकतम 20 निमंत्रण एक साथ खुले रह सकते हैं।",
  "A temple needs at least one administrator": "मंदिर का कम से कम एक प्रशासक होना ज़रूरी है।",
  "A verified temple keeps its link": "सत्यापित मंदिर का लिंक बदला नहीं जा सकता।",
  "Add at least one document": "कम से कम एक दस्तावेज़ जोड़ें।",
  "Already verified": "यह पहले से सत्यापित है।",
  "An address is needed for a pooja at home": "घर पर पूजा के लिए पता ज़रूरी है।",
  "Another payment has this order id": "यह ऑर्डर आईडी किसी दूसरे भुगतान की है।",
  "Another temple has authorised this offering":
    "इस सेवा को किसी दूसरे मंदिर ने पहले ही अधिकृत कर दिया है।",
  "Ask for a range of up to 31 days": "अधिकतम 31 दिनों की अवधि चुनें।",
  "Attach at most 10 documents": "अधिकतम 10 दस्तावेज़ जोड़ें।",
  "Bookings open only % days ahead": (days) =>
    /^\d+$/.test(days) ? `बुकिंग केवल ${formatCount(Number(days))} दिन आगे तक ही खुली है।` : null,
  "Bookings open only 365 days ahead": "बुकिंग केवल 365 दिन आगे तक ही खुली है।",
  "Cannot % this %: it is %": (decision, kind, status) => {
    const [verb, subject, state] = [
      wordFor(DECISION, decision),
      wordFor(SUBJECT, kind),
      wordFor(VERIFICATION_STATE, status),
    ];
    return verb === null || subject === null || state === null
      ? null
      : `${subject} ${state} है, इसलिए इसे ${verb} नहीं किया जा सकता।`;
  },
  "Choose an end within the next 30 days": "अगले 30 दिनों के भीतर की कोई समाप्ति तारीख चुनें।",
  "Choose online or offline for this offering": "चुनें कि यह सेवा ऑनलाइन लेनी है या व्यक्तिगत रूप से।",
  "Donations above ₹1 crore are arranged with the temple directly":
    "₹1 करोड़ से ज़्यादा का दान सीधे मंदिर से बात करके दिया जाता है।",
  "Enter an e-mail address like name@example.com": "name@example.com जैसा ई-मेल पता लिखें।",
  "Every session must be in the future": "हर सत्र आने वाले समय में होना चाहिए।",
  "Give a reason for the %": naming(
    { rejection: "अस्वीकार", suspension: "निलंबित" },
    (verb) => `${verb} करने का कारण लिखें।`,
  ),
  "Give a reason for the rejection": "अस्वीकार करने का कारण लिखें।",
  "Give the devotee a reason for cancelling": "भक्त को बताएँ कि बुकिंग क्यों रद्द की जा रही है।",
  "Give the gateway's order id": "पेमेंट गेटवे की ऑर्डर आईडी दें।",
  "Give the series between 1 and 60 sessions": "कथा शृंखला में 1 से 60 सत्र रखें।",
  "Give the temple's registration number": "मंदिर का पंजीकरण नंबर लिखें।",
  "Mark the pooja completed first": "पहले पूजा को पूरी हुई के रूप में दर्ज करें।",
  "Move a photo one place up (-1) or down (1)":
    "फ़ोटो को एक बार में एक ही जगह ऊपर या नीचे खिसकाया जा सकता है।",
  "Name the speaker": "वक्ता का नाम लिखें।",
  "No refund is due from you on this payment": "इस भुगतान पर आपकी ओर से कोई रकम लौटानी बाकी नहीं है।",
  "Only a UPI payment waiting for your confirmation can be marked not received":
    "केवल वही UPI भुगतान ‘नहीं मिला’ दर्ज हो सकता है जो आपकी पुष्टि की प्रतीक्षा में हो।",
  "Only a declined profile can be sent for verification again":
    "केवल अस्वीकृत प्रोफ़ाइल ही दोबारा सत्यापन के लिए भेजी जा सकती है।",
  "Only a declined temple can be sent for verification again":
    "केवल अस्वीकृत मंदिर ही दोबारा सत्यापन के लिए भेजा जा सकता है।",
  "Only the owner sends a profile back for review":
    "प्रोफ़ाइल को दोबारा समीक्षा के लिए केवल उसका मालिक भेज सकता है।",
  "Paste the stream link devotees will watch": "वह स्ट्रीम लिंक चिपकाएँ जिसे भक्त देखेंगे।",
  "Pay by razorpay, upi or test": "Razorpay, UPI या टेस्ट भुगतान में से एक चुनें।",
  "Record a payment in cash or by UPI": "भुगतान नकद या UPI से दर्ज करें।",
  "Say what is wrong": "बताएँ कि क्या गलत है।",
  "Say whether you accept the booking": "बताएँ कि आप यह बुकिंग स्वीकार करते हैं या नहीं।",
  "The amount paid does not match this payment": "चुकाई गई रकम इस भुगतान की रकम से मेल नहीं खाती।",
  "The duration must be between 5 and 1440 minutes": "अवधि 5 से 1440 मिनट के बीच होनी चाहिए।",
  "The name on the receipt is at most 120 characters": "रसीद पर नाम अधिकतम 120 अक्षरों का हो सकता है।",
  "The note is too long": "टिप्पणी बहुत लंबी है।",
  "The provider is away at this time": "इस समय गुरु जी या पंडित जी अवकाश पर हैं।",
  "The provider is not available at this time": "इस समय गुरु जी या पंडित जी उपलब्ध नहीं हैं।",
  "The reason is too long": "कारण बहुत लंबा है।",
  "The reference is too long": "संदर्भ बहुत लंबा है।",
  "The registration number is too long": "पंजीकरण नंबर बहुत लंबा है।",
  "The reply is too long": "जवाब बहुत लंबा है।",
  "The report is too long": "शिकायत बहुत लंबी है।",
  "The reporter has reported this again since": "शिकायत करने वाले ने इसके बाद इसकी फिर से शिकायत की है।",
  "The smallest donation is ₹1": "कम से कम ₹1 का दान दिया जा सकता है।",
  "The temple does not perform this pooja at that time": "मंदिर उस समय यह पूजा नहीं करता।",
  "The temple is already live": "मंदिर पहले से लाइव है।",
  "This % has not added a UPI ID yet": naming(
    { provider: "गुरु जी या पंडित जी", temple: "इस मंदिर" },
    (payee) => `${payee} ने अभी तक UPI आईडी नहीं जोड़ी है।`,
  ),
  "This booking has already started": "यह बुकिंग शुरू हो चुकी है।",
  "This booking has not started yet": "यह बुकिंग अभी शुरू नहीं हुई है।",
  "This booking is %, not confirmed": naming(
    BOOKING_STATE,
    (state) => `केवल पुष्ट बुकिंग ही पूरी की जा सकती है; यह बुकिंग ${state} है।`,
  ),
  "This booking is %, so there is nothing to pay": naming(
    BOOKING_STATE,
    (state) => `यह बुकिंग ${state} है, इसलिए कोई भुगतान नहीं करना है।`,
  ),
  "This booking is already %": naming(BOOKING_STATE, (state) => `यह बुकिंग पहले ही ${state} है।`),
  "This booking is already paid": "इस बुकिंग का भुगतान हो चुका है।",
  "This booking is free: there is nothing to pay": "यह बुकिंग निःशुल्क है, कोई भुगतान नहीं करना है।",
  "This booking is paid online when it is booked": "इस बुकिंग का भुगतान बुक करते समय ऑनलाइन होता है।",
  "This date and time has already passed": "यह तारीख और समय बीत चुका है।",
  "This donation is already %": naming(DONATION_STATE, (state) => `यह दान पहले ही ${state} है।`),
  "This event is full": "यह आयोजन भर चुका है।",
  "This invitation has expired or was already used":
    "इस निमंत्रण की अवधि बीत चुकी है, या इसका उपयोग हो चुका है।",
  "This is an example booking and cannot be paid":
    "यह केवल एक उदाहरण बुकिंग है, इसका भुगतान नहीं हो सकता।",
  "This is an example donation and cannot be paid":
    "यह केवल एक उदाहरण दान है, इसका भुगतान नहीं हो सकता।",
  "This is an example offering and cannot be booked":
    "यह केवल एक उदाहरण सेवा है, इसे बुक नहीं किया जा सकता।",
  "This is an example seva program and takes no donations":
    "यह केवल एक उदाहरण सेवा कार्यक्रम है, इसमें दान नहीं दिया जा सकता।",
  "This is not a UPI payment": "यह UPI भुगतान नहीं है।",
  "This offering is not linked to your temple": "यह सेवा आपके मंदिर से जुड़ी नहीं है।",
  "This offering is only available %": naming(
    { online: "ऑनलाइन", offline: "व्यक्तिगत रूप से" },
    (mode) => `यह सेवा केवल ${mode} उपलब्ध है।`,
  ),
  "This payment already has an order": "इस भुगतान का ऑर्डर पहले ही बन चुका है।",
  "This payment has no refund in progress": "इस भुगतान की कोई वापसी नहीं चल रही है।",
  "This payment is %": naming(PAYMENT_STATE, (state) => `यह भुगतान ${state} है।`),
  "This payment is already %": naming(PAYMENT_STATE, (state) => `यह भुगतान पहले ही ${state} है।`),
  "This profile is suspended": "यह प्रोफ़ाइल निलंबित है।",
  "This report is already %": naming(
    {
      open: "यह शिकायत पहले से खुली है।",
      dismissed: "यह शिकायत पहले ही ख़ारिज हो चुकी है।",
      actioned: "इस शिकायत पर पहले ही कार्रवाई हो चुकी है।",
    },
    (sentence) => sentence,
  ),
  "This temple is not accepting donations right now": "यह मंदिर अभी दान स्वीकार नहीं कर रहा है।",
  "This time has already passed": "यह समय बीत चुका है।",
  "Two sessions have the same date and time": "दो सत्रों की तारीख और समय एक ही है।",
  "Type the UPI reference your app showed": "आपके UPI ऐप ने जो संदर्भ नंबर दिखाया था, वह लिखें।",
  "Upload the documents before you submit": "भेजने से पहले दस्तावेज़ अपलोड करें।",
  "Write a reply": "जवाब लिखें।",
  "Write a title and a message": "शीर्षक और संदेश दोनों लिखें।",
  "You cannot book your own offering": "आप अपनी ही सेवा बुक नहीं कर सकते।",
  "You do not hold the % role": naming(
    { devotee: "भक्त", guru: "गुरु", pujari: "पंडित जी", temple_admin: "मंदिर प्रशासक" },
    (role) => `आपके पास ${role} की भूमिका नहीं है।`,
  ),
  "You have already replied": "आप पहले ही जवाब दे चुके हैं।",
  "You have already reported this": "आप इसकी शिकायत पहले ही कर चुके हैं।",
  "You have sent 5 reports in the last hour": "आपने पिछले एक घंटे में 5 शिकायतें भेजी हैं।",
  "You have written 10 reviews in the last hour": "आपने पिछले एक घंटे में 10 समीक्षाएँ लिखी हैं।",
  "You said you paid this by UPI": "आपने बताया है कि आप यह भुगतान UPI से कर चुके हैं।",
  "Your followers have had 3 notifications in the last 24 hours":
    "आपके अनुयायियों को पिछले 24 घंटों में 3 सूचनाएँ भेजी जा चुकी हैं।",
  "decision must be approve, reject, suspend or reinstate":
    "स्वीकार करें, अस्वीकार करें, निलंबित करें या बहाल करें में से एक निर्णय चुनें।",
  "kind must be provider or temple": "गुरु/पंडित जी या मंदिर में से एक चुनें।",
  "kind must be review, provider or temple": "समीक्षा, गुरु/पंडित जी या मंदिर में से एक चुनें।",
  "purpose must be donation or booking": "चुनें कि भुगतान दान के लिए है या बुकिंग के लिए।",
  "status must be open, dismissed or actioned": "स्थिति खुली, ख़ारिज या कार्रवाई हुई में से एक चुनें।",
  // Hints shown beside their refusals: a limit's next try, and what a report needs.
  "You can write your next review after % IST.": nextTry(
    (at) => `आप ${at} के बाद अगली समीक्षा लिख सकते हैं।`,
  ),
  "You can send the next one after % IST.": nextTry((at) => `आप ${at} के बाद फिर से भेज सकते हैं।`),
  "Write at least 10 characters.": "कम से कम 10 अक्षर लिखें।",
  "Use at most 1000 characters.": "अधिकतम 1000 अक्षर लिखें।",
};

export default translate<typeof databaseMessages>("database-messages", {
  say: lookUpIn(HINDI_DATABASE_MESSAGES),
});
