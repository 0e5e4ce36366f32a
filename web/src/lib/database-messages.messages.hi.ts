import { translate } from "@/lib/i18n/define-messages";
import { limit, type DatabaseErrorValues } from "./database-messages";
import type { databaseMessages } from "./database-messages.messages";
import { formatCount } from "./format";

type Say = (values: DatabaseErrorValues) => string | null;

/** A value the database names (a status, a role) in words, or null for one it has none for. */
const wordFor = (words: Readonly<Record<string, string>>, value: string | undefined) =>
  value !== undefined && Object.hasOwn(words, value) ? (words[value] ?? null) : null;

/** An entry worded by one of the refusal's values: its words in the sentence, or null. */
const naming =
  (
    name: string,
    words: Readonly<Record<string, string>>,
    sentence: (word: string) => string,
  ): Say =>
  (values) => {
    const word = wordFor(words, values[name]);
    return word === null ? null : sentence(word);
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
const PAYEE = { provider: "गुरु जी या पंडित जी", temple: "मंदिर" };
const SANKALP_FIELD = {
  sankalp_name: "संकल्प के नाम",
  gotra: "गोत्र",
  nakshatra: "नक्षत्र",
  family_members: "परिवार के सदस्यों के नाम",
};
const MODE = { online: "ऑनलाइन", offline: "व्यक्तिगत रूप से" };
const ROLE = { devotee: "भक्त", guru: "गुरु", pujari: "पंडित जी", temple_admin: "मंदिर प्रशासक" };
const VERIFICATION_STATE = {
  pending: "समीक्षा की प्रतीक्षा में",
  rejected: "अस्वीकृत",
  verified: "सत्यापित",
  suspended: "निलंबित",
};
const DECISION = { approve: "स्वीकृत", reject: "अस्वीकृत", suspend: "निलंबित", reinstate: "बहाल" };

/** Hindi for every refusal the database codes; the keys are database-messages.messages.ts's. */
export default translate<typeof databaseMessages>("database-messages", {
  auth: {
    sign_in_required: "जारी रखने के लिए लॉग इन करें।",
    no_user: "कोई उपयोगकर्ता लॉग इन नहीं है।",
  },
  role: {
    not_held: naming("role", ROLE, (role) => `आपके पास ${role} की भूमिका नहीं है।`),
  },
  admin: {
    code_required: (_values: DatabaseErrorValues) => "इसके लिए अपने ऑथेंटिकेटर ऐप का कोड दर्ज करें।",
    platform_admins_only: (_values: DatabaseErrorValues) => "यह केवल प्लेटफ़ॉर्म के प्रशासक कर सकते हैं।",
  },
  event: {
    full: "यह आयोजन भर चुका है।",
    not_found: "यह आयोजन नहीं मिला।",
  },
  temple: {
    verified_keeps_link: "सत्यापित मंदिर का लिंक बदला नहीं जा सकता।",
    not_found: "यह मंदिर नहीं मिला।",
    last_admin: "मंदिर का कम से कम एक प्रशासक होना ज़रूरी है।",
  },
  promotion: {
    end_out_of_range: "अगले 30 दिनों के भीतर की कोई समाप्ति तारीख चुनें।",
  },
  seva: {
    not_found: "यह सेवा कार्यक्रम नहीं मिला।",
  },
  announcement: {
    rate_limited: (v: DatabaseErrorValues) =>
      limit(
        "आपके अनुयायियों को पिछले 24 घंटों में 3 सूचनाएँ भेजी जा चुकी हैं।",
        v,
        (at) => `आप ${at} के बाद फिर से भेज सकते हैं।`,
      ),
    text_required: "शीर्षक और संदेश दोनों लिखें।",
  },
  katha: {
    session_count: "कथा शृंखला में 1 से 60 सत्र रखें।",
    speaker_required: "वक्ता का नाम लिखें।",
    session_passed: "हर सत्र आने वाले समय में होना चाहिए।",
    not_found: "यह कथा शृंखला नहीं मिली।",
    duplicate_session: "दो सत्रों की तारीख और समय एक ही है।",
    unreadable_session: "किसी सत्र की तारीख और समय समझ में नहीं आए।",
  },
  photo: {
    bad_move: "फ़ोटो को एक बार में एक ही जगह ऊपर या नीचे खिसकाया जा सकता है।",
    not_found: "यह फ़ोटो नहीं मिली।",
  },
  admin_invite: {
    bad_email: "name@example.com जैसा ई-मेल पता लिखें।",
    already_admin: (v: DatabaseErrorValues) => `${v.email ?? ""} पहले से इस मंदिर के प्रशासक हैं।`,
    too_many: "एक मंदिर के अधिकतम 20 निमंत्रण एक साथ खुले रह सकते हैं।",
    already_invited: (v: DatabaseErrorValues) => `${v.email ?? ""} को पहले ही निमंत्रण भेजा जा चुका है।`,
    expired: "इस निमंत्रण की अवधि बीत चुकी है, या इसका उपयोग हो चुका है।",
  },
  invitation: {
    not_found: "यह निमंत्रण नहीं मिला।",
  },
  pooja: {
    time_not_scheduled: "मंदिर उस समय यह पूजा नहीं करता।",
    no_times: "इस पूजा का कोई समय प्रकाशित नहीं है।",
  },
  range: {
    too_long: "अधिकतम 31 दिनों की अवधि चुनें।",
  },
  provider_invite: {
    not_verified: "केवल सत्यापित गुरु जी और पंडित जी को ही आमंत्रित किया जा सकता है।",
    already_invited: (v: DatabaseErrorValues) =>
      `${v.name ?? ""} को पहले ही निमंत्रण भेजा जा चुका है, या वे पहले से मंदिर से जुड़े हैं।`,
    association_not_found: "यह जुड़ाव नहीं मिला।",
  },
  authorisation: {
    temple_admins_only: "मंदिर के नाम से सेवाएँ केवल उसके प्रशासक अधिकृत कर सकते हैं।",
    not_linked: "यह सेवा आपके मंदिर से जुड़ी नहीं है।",
    other_temple: "इस सेवा को किसी दूसरे मंदिर ने पहले ही अधिकृत कर दिया है।",
  },
  offering: {
    not_found: "यह सेवा नहीं मिली।",
  },
  meeting: {
    link_not_https: "मीटिंग लिंक https:// से शुरू होना चाहिए।",
    link_own_site: "मीटिंग लिंक इसी साइट का नहीं हो सकता।",
    kind_required: "वीडियो लिंक, निजी कक्ष या फ़ोन कॉल में से एक चुनें।",
    host_changes: "इस बुकिंग की मीटिंग केवल मेज़बान बदल सकते हैं।",
    at_address: "यह बुकिंग पते पर होती है।",
  },
  booking: {
    offering_unavailable: "यह सेवा अभी बुकिंग के लिए उपलब्ध नहीं है।",
    sample_offering: "यह केवल एक उदाहरण सेवा है, इसे बुक नहीं किया जा सकता।",
    mode_required: "चुनें कि यह सेवा ऑनलाइन लेनी है या व्यक्तिगत रूप से।",
    mode_unavailable: naming("mode", MODE, (mode) => `यह सेवा केवल ${mode} उपलब्ध है।`),
    phone_required: "व्यक्तिगत रूप से होने वाली बुकिंग के लिए फ़ोन नंबर ज़रूरी है।",
    phone_required_for_call: "फ़ोन नंबर ज़रूरी है: मेज़बान आपको इसी पर कॉल करेंगे।",
    address_required: "घर पर पूजा के लिए पता ज़रूरी है।",
    time_passed: "यह समय बीत चुका है।",
    too_far_ahead: ({ days }: DatabaseErrorValues) =>
      days !== undefined && /^\d+$/.test(days)
        ? `बुकिंग केवल ${formatCount(Number(days))} दिन आगे तक ही खुली है।`
        : null,
    own_offering: "आप अपनी ही सेवा बुक नहीं कर सकते।",
    provider_unavailable: "इस समय गुरु जी या पंडित जी उपलब्ध नहीं हैं।",
    provider_away: "इस समय गुरु जी या पंडित जी अवकाश पर हैं।",
    slot_taken: "यह समय अब खाली नहीं है।",
    not_found: "यह बुकिंग नहीं मिली।",
    provider_responds: "इस बुकिंग को केवल गुरु जी या पंडित जी ही स्वीकार या अस्वीकार कर सकते हैं।",
    already_in_status: naming("status", BOOKING_STATE, (state) => `यह बुकिंग पहले ही ${state} है।`),
    answer_required: "बताएँ कि आप यह बुकिंग स्वीकार करते हैं या नहीं।",
    already_started: "यह बुकिंग शुरू हो चुकी है।",
    cancel_reason_required: "भक्त को बताएँ कि बुकिंग क्यों रद्द की जा रही है।",
    provider_completes: "इस बुकिंग को केवल गुरु जी या पंडित जी ही पूरा कर सकते हैं।",
    not_confirmed: naming(
      "status",
      BOOKING_STATE,
      (state) => `केवल पुष्ट बुकिंग ही पूरी की जा सकती है; यह बुकिंग ${state} है।`,
    ),
    not_started: "यह बुकिंग अभी शुरू नहीं हुई है।",
    same_time: "बुकिंग पहले से इसी समय पर है।",
    devotee_moves: "इस बुकिंग का समय केवल भक्त बदल सकते हैं।",
    change_window_closed: "मुफ़्त रद्द करने का समय बीत चुका है; नया समय गुरु जी या पंडित जी से माँगें।",
    provider_proposes: "नया समय केवल गुरु जी या पंडित जी सुझा सकते हैं।",
    not_movable: "केवल पक्की और अभी शुरू न हुई बुकिंग का समय बदला जा सकता है।",
    devotee_answers: "सुझाए गए समय का जवाब केवल भक्त दे सकते हैं।",
    no_proposal: "इस बुकिंग के लिए कोई नया समय नहीं सुझाया गया है।",
    time_answer_required: "बताएँ कि आप नया समय स्वीकार करते हैं या नहीं।",
    sankalp_too_long: ({ field, max }: DatabaseErrorValues) => {
      const word = wordFor(SANKALP_FIELD, field);
      return word !== null && max !== undefined && /^\d+$/.test(max)
        ? `${word} में अधिकतम ${formatCount(Number(max))} अक्षर हो सकते हैं।`
        : null;
    },
  },
  provider: {
    not_found: "गुरु जी या पंडित जी की प्रोफ़ाइल नहीं मिली।",
    no_profile: "आपकी प्रोफ़ाइल अभी बनी नहीं है।",
  },
  slots: {
    bad_duration: "अवधि 5 से 1440 मिनट के बीच होनी चाहिए।",
  },
  live: {
    not_found: "यह लाइव सत्र नहीं मिला।",
    bad_transition: (v: DatabaseErrorValues) => {
      const [from, to] = [wordFor(SESSION_NOW, v.from), wordFor(SESSION_NEXT, v.to)];
      return from === null || to === null ? null : `जो सत्र ${from}, उसे ${to} नहीं किया जा सकता।`;
    },
    link_only_when_going_live: "स्ट्रीम का लिंक केवल लाइव होते समय दिया जाता है।",
    start_passed: "यह तारीख और समय बीत चुका है।",
    already_live: "मंदिर पहले से लाइव है।",
    link_required: "वह स्ट्रीम लिंक चिपकाएँ जिसे भक्त देखेंगे।",
    not_live: "यह सत्र अभी लाइव नहीं है।",
  },
  live_chat: {
    closed: "इस सत्र में चैट बंद है।",
    muted: "होस्ट ने आपको इस चैट में म्यूट कर दिया है।",
    empty: "पहले संदेश लिखें।",
    too_long: "संदेश अधिकतम 300 अक्षरों का हो सकता है।",
    link: "लाइव चैट में लिंक साझा नहीं किए जा सकते।",
    too_fast: "अगला संदेश भेजने से पहले थोड़ा रुकें।",
    message_not_found: "संदेश नहीं मिला।",
    mute_self: "आप स्वयं को म्यूट नहीं कर सकते।",
    author_not_found: "इस व्यक्ति ने इस चैट में कुछ नहीं लिखा है।",
    own_message: "आप अपने ही संदेश की रिपोर्ट नहीं कर सकते।",
    reason_required: "अधिकतम 500 अक्षरों में बताएँ कि संदेश में क्या गलत है।",
  },
  donation: {
    program_closed: "यह सेवा कार्यक्रम अभी दान स्वीकार नहीं कर रहा है।",
    sample_program: "यह केवल एक उदाहरण सेवा कार्यक्रम है, इसमें दान नहीं दिया जा सकता।",
    too_small: "कम से कम ₹1 का दान दिया जा सकता है।",
    too_large: "₹1 करोड़ से ज़्यादा का दान सीधे मंदिर से बात करके दिया जाता है।",
    bad_pan: "PAN में पाँच अक्षर, फिर चार अंक और अंत में एक अक्षर होता है, जैसे ABCDE1234F।",
    receipt_name_too_long: "रसीद पर नाम अधिकतम 120 अक्षरों का हो सकता है।",
    not_found: "यह दान नहीं मिला।",
  },
  payment: {
    order_not_found: "इस ऑर्डर का कोई भुगतान नहीं मिला।",
    bad_method: "Razorpay, UPI या टेस्ट भुगतान में से एक चुनें।",
    sample_booking: "यह केवल एक उदाहरण बुकिंग है, इसका भुगतान नहीं हो सकता।",
    booking_paid: "इस बुकिंग का भुगतान हो चुका है।",
    booking_not_payable: naming(
      "status",
      BOOKING_STATE,
      (state) => `यह बुकिंग ${state} है, इसलिए कोई भुगतान नहीं करना है।`,
    ),
    home_pooja_after_visit: "घर पर होने वाली पूजा का भुगतान पूजा के बाद होता है।",
    booking_free: "यह बुकिंग निःशुल्क है, कोई भुगतान नहीं करना है।",
    sample_donation: "यह केवल एक उदाहरण दान है, इसका भुगतान नहीं हो सकता।",
    donation_in_status: naming("status", DONATION_STATE, (state) => `यह दान पहले ही ${state} है।`),
    temple_not_accepting: "यह मंदिर अभी दान स्वीकार नहीं कर रहा है।",
    bad_purpose: "चुनें कि भुगतान दान, बुकिंग या पाठ्यक्रम के लिए है।",
    enrolment_not_found: "नामांकन नहीं मिला।",
    enrolment_not_payable: "इस नामांकन का कोई भुगतान बाकी नहीं है।",
    upi_marked_sent: "आपने बताया है कि आप यह भुगतान UPI से कर चुके हैं।",
    no_upi_id: naming("payee", PAYEE, (payee) => `${payee} ने अभी तक UPI आईडी नहीं जोड़ी है।`),
    not_found: "यह भुगतान नहीं मिला।",
    order_id_required: "पेमेंट गेटवे की ऑर्डर आईडी दें।",
    has_order: "इस भुगतान का ऑर्डर पहले ही बन चुका है।",
    already_in_status: naming("status", PAYMENT_STATE, (state) => `यह भुगतान पहले ही ${state} है।`),
    order_id_taken: "यह ऑर्डर आईडी किसी दूसरे भुगतान की है।",
    amount_mismatch: "चुकाई गई रकम इस भुगतान की रकम से मेल नहीं खाती।",
    no_refund_in_progress: "इस भुगतान की कोई वापसी नहीं चल रही है।",
    payee_only: naming("payee", PAYEE, (payee) => `यह केवल ${payee} कर सकते हैं, जिन्हें रकम मिली है।`),
    payer_only: "रकम भेजी गई है, यह केवल भुगतान करने वाले बता सकते हैं।",
    not_upi: "यह UPI भुगतान नहीं है।",
    upi_reference_required: "आपके UPI ऐप ने जो संदर्भ नंबर दिखाया था, वह लिखें।",
    in_status: naming("status", PAYMENT_STATE, (state) => `यह भुगतान ${state} है।`),
    provider_records: "पूजा के बाद का भुगतान केवल गुरु जी या पंडित जी दर्ज कर सकते हैं।",
    bad_offline_method: "भुगतान नकद या UPI से दर्ज करें।",
    paid_online: "इस बुकिंग का भुगतान बुक करते समय ऑनलाइन होता है।",
    complete_first: "पहले पूजा को पूरी हुई के रूप में दर्ज करें।",
    no_refund_due: "इस भुगतान पर आपकी ओर से कोई रकम लौटानी बाकी नहीं है।",
    not_awaiting_confirmation:
      "केवल वही UPI भुगतान ‘नहीं मिला’ दर्ज हो सकता है जो आपकी पुष्टि की प्रतीक्षा में हो।",
  },
  verification: {
    reason_required: naming(
      "action",
      { rejection: "अस्वीकार", suspension: "निलंबित" },
      (verb) => `${verb} करने का कारण लिखें।`,
    ),
    owner_resubmits: "प्रोफ़ाइल को दोबारा समीक्षा के लिए केवल उसका मालिक भेज सकता है।",
    reason_too_long: "कारण बहुत लंबा है।",
    bad_kind: "गुरु/पंडित जी या मंदिर में से एक चुनें।",
    subject_not_found: naming("kind", SUBJECT, (subject) => `${subject} नहीं मिला।`),
    slug_not_found: naming("kind", SUBJECT, (subject) => `${subject} नहीं मिला।`),
    profile_not_declined: "केवल अस्वीकृत प्रोफ़ाइल ही दोबारा सत्यापन के लिए भेजी जा सकती है।",
    temple_not_declined: "केवल अस्वीकृत मंदिर ही दोबारा सत्यापन के लिए भेजा जा सकता है।",
    profile_not_found: "यह प्रोफ़ाइल नहीं मिली।",
    already_verified: "यह पहले से सत्यापित है।",
    suspended: "यह प्रोफ़ाइल निलंबित है।",
    documents_required: "कम से कम एक दस्तावेज़ जोड़ें।",
    too_many_documents: "अधिकतम 10 दस्तावेज़ जोड़ें।",
    documents_not_uploaded: "भेजने से पहले दस्तावेज़ अपलोड करें।",
    registration_required: "मंदिर का पंजीकरण नंबर लिखें।",
    registration_too_long: "पंजीकरण नंबर बहुत लंबा है।",
    reference_too_long: "संदर्भ बहुत लंबा है।",
    note_too_long: "टिप्पणी बहुत लंबी है।",
    own_subject: "आप अपनी ही प्रोफ़ाइल पर निर्णय नहीं ले सकते।",
    bad_decision: "स्वीकार करें, अस्वीकार करें, निलंबित करें या बहाल करें में से एक निर्णय चुनें।",
    not_allowed: (v: DatabaseErrorValues) => {
      const [verb, subject, state] = [
        wordFor(DECISION, v.decision),
        wordFor(SUBJECT, v.kind),
        wordFor(VERIFICATION_STATE, v.status),
      ];
      return verb === null || subject === null || state === null
        ? null
        : `${subject} ${state} है, इसलिए इसे ${verb} नहीं किया जा सकता।`;
    },
  },
  audit: {
    read_only: "ऑडिट लॉग बदला नहीं जा सकता।",
  },
  report: {
    note_too_long: "टिप्पणी बहुत लंबी है।",
    bad_kind: "समीक्षा, गुरु/पंडित जी या मंदिर में से एक चुनें।",
    reason_too_short: "बताएँ कि क्या गलत है। कम से कम 10 अक्षर लिखें।",
    reason_too_long: "शिकायत बहुत लंबी है। अधिकतम 1000 अक्षर लिखें।",
    target_not_found: "यहाँ शिकायत करने लायक कुछ नहीं मिला।",
    already_reported: "आप इसकी शिकायत पहले ही कर चुके हैं।",
    rate_limited: (v: DatabaseErrorValues) =>
      limit("आपने पिछले एक घंटे में 5 शिकायतें भेजी हैं।", v, (at) => `आप ${at} के बाद फिर से भेज सकते हैं।`),
    bad_status: "स्थिति खुली, ख़ारिज या कार्रवाई हुई में से एक चुनें।",
    not_found: "यह शिकायत नहीं मिली।",
    already_in_status: naming(
      "status",
      {
        open: "यह शिकायत पहले से खुली है।",
        dismissed: "यह शिकायत पहले ही ख़ारिज हो चुकी है।",
        actioned: "इस शिकायत पर पहले ही कार्रवाई हो चुकी है।",
      },
      (sentence) => sentence,
    ),
    reported_again: "शिकायत करने वाले ने इसके बाद इसकी फिर से शिकायत की है।",
    bad_action: "कार्रवाई ख़ारिज, चेतावनी, हटाना या निलंबन में से एक चुनें।",
    note_required: "अपने निर्णय पर एक टिप्पणी लिखें। कम से कम 10 अक्षर लिखें।",
    action_not_for_kind: (v: DatabaseErrorValues): string | null =>
      v.kind === "review"
        ? "समीक्षा हटाई जा सकती है, निलंबित नहीं।"
        : "प्रोफ़ाइल निलंबित की जा सकती है, हटाई नहीं।",
  },
  review: {
    rate_limited: (v: DatabaseErrorValues) =>
      limit(
        "आपने पिछले एक घंटे में 10 समीक्षाएँ लिखी हैं।",
        v,
        (at) => `आप ${at} के बाद अगली समीक्षा लिख सकते हैं।`,
      ),
    not_found: "यह समीक्षा नहीं मिली।",
    host_replies: "जवाब केवल वही गुरु जी, पंडित जी या मंदिर दे सकते हैं जिनकी समीक्षा हुई है।",
    already_replied: "आप पहले ही जवाब दे चुके हैं।",
    reply_required: "जवाब लिखें।",
    reply_too_long: "जवाब बहुत लंबा है।",
  },
  course: {
    no_sessions: "कम से कम एक सत्र जोड़ें।",
    too_many_sessions: "एक पाठ्यक्रम में अधिकतम 100 सत्र हो सकते हैं।",
    session_in_past: "हर सत्र भविष्य के समय पर होना चाहिए।",
    bad_duration: "एक सत्र 15 मिनट से 8 घंटे तक का हो सकता है।",
    no_provider: "पहले अपनी गुरु या पुजारी प्रोफ़ाइल बनाएँ।",
    title_required: "पाठ्यक्रम का शीर्षक लिखें।",
    bad_price: "सशुल्क पाठ्यक्रम कम से कम ₹1 का होता है।",
    bad_meeting_kind: "निजी कक्ष या अपना वीडियो लिंक चुनें।",
    link_required: "अपना वीडियो लिंक चिपकाएँ।",
    duplicate_session: "दो सत्र एक ही समय पर शुरू हो रहे हैं।",
    not_found: "इस पाठ्यक्रम में अभी नामांकन नहीं हो सकता।",
    own_course: "यह पाठ्यक्रम आप ही पढ़ाते हैं।",
    ended: "यह पाठ्यक्रम समाप्त हो चुका है।",
    already_enrolled: "आप इस पाठ्यक्रम में पहले से नामांकित हैं।",
    full: "यह पाठ्यक्रम भर चुका है।",
    session_started: "यह सत्र शुरू हो चुका है।",
  },
  messages: {
    phone_invalid: "मोबाइल नंबर इस तरह लिखें: +91 98765 43210",
    phone_required: "SMS या WhatsApp पर संदेश पाने के लिए मोबाइल नंबर जोड़ें।",
  },
});
