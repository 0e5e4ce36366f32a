import { defineMessages } from "@/lib/i18n/define-messages";
import { limit, type DatabaseErrorValues } from "./database-messages";

/** The sankalp's parameters of book_offering, as its refusal words them. */
const SANKALP_FIELD: Readonly<Record<string, string>> = {
  sankalp_name: "name",
  family_members: "family members",
};

/**
 * The database's refusals by their code (`booking.slot_taken` in the error's detail is
 * `booking.slot_taken` here), worded as supabase/schemas raises them in English, so an English
 * screen reads as the API does; a function takes the values the refusal carries.
 * database-error-codes.test.ts fails on a raise whose code is missing here or in Hindi.
 */
export const databaseMessages = defineMessages("database-messages", {
  auth: {
    sign_in_required: "Sign in to continue",
    no_user: "No user logged in",
  },
  role: {
    not_held: (v: DatabaseErrorValues): string | null => `You do not hold the ${v.role ?? ""} role`,
  },
  admin: {
    code_required: (v: DatabaseErrorValues): string | null =>
      `Your authenticator code is needed to ${v.action ?? ""}`,
    platform_admins_only: (v: DatabaseErrorValues): string | null =>
      `Only platform administrators can ${v.action ?? ""}`,
  },
  event: {
    full: "This event is full",
    not_found: "Event not found",
  },
  temple: {
    verified_keeps_link: "A verified temple keeps its link",
    not_found: "Temple not found",
    last_admin: "A temple needs at least one administrator",
  },
  promotion: {
    end_out_of_range: "Choose an end within the next 30 days",
  },
  seva: {
    not_found: "Seva program not found",
  },
  announcement: {
    rate_limited: (v: DatabaseErrorValues): string | null =>
      limit(
        "Your followers have had 3 notifications in the last 24 hours.",
        v,
        (at) => `You can send the next one after ${at}.`,
      ),
    text_required: "Write a title and a message",
  },
  katha: {
    session_count: "Give the series between 1 and 60 sessions",
    speaker_required: "Name the speaker",
    session_passed: "Every session must be in the future",
    not_found: "Katha series not found",
    duplicate_session: "Two sessions have the same date and time",
    unreadable_session: "A session's date and time could not be read",
  },
  photo: {
    bad_move: "Move a photo one place up (-1) or down (1)",
    not_found: "Photo not found",
  },
  admin_invite: {
    bad_email: "Enter an e-mail address like name@example.com",
    already_admin: (v: DatabaseErrorValues): string | null =>
      `${v.email ?? ""} is already an administrator of this temple`,
    too_many: "A temple has at most 20 open invitations",
    already_invited: (v: DatabaseErrorValues): string | null =>
      `${v.email ?? ""} is already invited`,
    expired: "This invitation has expired or was already used",
  },
  invitation: {
    not_found: "Invitation not found",
  },
  pooja: {
    time_not_scheduled: "The temple does not perform this pooja at that time",
    no_times: "This pooja has no published times",
  },
  range: {
    too_long: "Ask for a range of up to 31 days",
  },
  provider_invite: {
    not_verified: "Only verified gurus and pujaris can be invited",
    already_invited: (v: DatabaseErrorValues): string | null =>
      `${v.name ?? ""} is already invited or associated`,
    association_not_found: "Association not found",
  },
  authorisation: {
    temple_admins_only: "Only this temple's administrators can authorise offerings in its name",
    not_linked: "This offering is not linked to your temple",
    other_temple: "Another temple has authorised this offering",
  },
  offering: {
    not_found: "Offering not found",
  },
  meeting: {
    link_not_https: "A meeting link must be an https:// address",
    link_own_site: "A meeting link cannot point at this site",
    kind_required: "Choose a video link, a private room or a phone call",
    host_changes: "Only the host can change where this booking meets",
    at_address: "This booking happens at the address",
  },
  booking: {
    offering_unavailable: "This offering is not available for booking",
    sample_offering: "This is an example offering and cannot be booked",
    mode_required: "Choose online or offline for this offering",
    mode_unavailable: (v: DatabaseErrorValues): string | null =>
      `This offering is only available ${v.mode ?? ""}`,
    phone_required: "A phone number is needed for an offline booking",
    phone_required_for_call: "A phone number is needed: the host will call you",
    address_required: "An address is needed for a pooja at home",
    time_passed: "This time has already passed",
    too_far_ahead: (v: DatabaseErrorValues): string | null =>
      `Bookings open only ${v.days ?? ""} days ahead`,
    own_offering: "You cannot book your own offering",
    provider_unavailable: "The provider is not available at this time",
    provider_away: "The provider is away at this time",
    slot_taken: "This slot is no longer available",
    not_found: "Booking not found",
    provider_responds: "Only the provider can confirm or decline this booking",
    already_in_status: (v: DatabaseErrorValues): string | null =>
      `This booking is already ${v.status ?? ""}`,
    answer_required: "Say whether you accept the booking",
    already_started: "This booking has already started",
    cancel_reason_required: "Give the devotee a reason for cancelling",
    provider_completes: "Only the provider can complete this booking",
    not_confirmed: (v: DatabaseErrorValues): string | null =>
      `This booking is ${v.status ?? ""}, not confirmed`,
    not_started: "This booking has not started yet",
    same_time: "The booking is already at this time",
    devotee_moves: "Only the devotee can move this booking",
    change_window_closed: "The free cancellation window has closed",
    provider_proposes: "Only the provider can propose a new time",
    not_movable: "Only a confirmed booking that has not started can be moved",
    devotee_answers: "Only the devotee can answer a proposed time",
    no_proposal: "No new time is proposed for this booking",
    time_answer_required: "Say whether you accept the new time",
    sankalp_too_long: (v: DatabaseErrorValues): string | null =>
      `The sankalp's ${SANKALP_FIELD[v.field ?? ""] ?? v.field ?? ""} may be at most ${v.max ?? ""} characters`,
  },
  provider: {
    not_found: "Provider not found",
    no_profile: "You have no profile yet",
  },
  slots: {
    bad_duration: "The duration must be between 5 and 1440 minutes",
  },
  live: {
    not_found: "Live session not found",
    bad_transition: (v: DatabaseErrorValues): string | null =>
      `A ${v.from ?? ""} session cannot become ${v.to ?? ""}`,
    link_only_when_going_live: "A stream link is given only when going live",
    start_passed: "This date and time has already passed",
    already_live: "The temple is already live",
    link_required: "Paste the stream link devotees will watch",
    not_live: "This session is not live",
  },
  live_chat: {
    closed: "Chat is turned off for this session",
    muted: "The host has muted you in this chat",
    empty: "Write a message first",
    too_long: "A message is at most 300 characters",
    link: "Links cannot be shared in live chat",
    too_fast: "Wait a moment before sending another message",
    message_not_found: "Message not found",
    mute_self: "You cannot mute yourself",
    author_not_found: "This person has not written in this chat",
    own_message: "You cannot report your own message",
    reason_required: "Say in up to 500 characters what is wrong with the message",
  },
  donation: {
    program_closed: "This seva program is not accepting donations",
    sample_program: "This is an example seva program and takes no donations",
    too_small: "The smallest donation is ₹1",
    too_large: "Donations above ₹1 crore are arranged with the temple directly",
    bad_pan: "A PAN is five letters, four digits and a letter, like ABCDE1234F",
    receipt_name_too_long: "The name on the receipt is at most 120 characters",
    not_found: "Donation not found",
  },
  payment: {
    order_not_found: "No payment has this order",
    bad_method: "Pay by razorpay, upi or test",
    sample_booking: "This is an example booking and cannot be paid",
    booking_paid: "This booking is already paid",
    booking_not_payable: (v: DatabaseErrorValues): string | null =>
      `This booking is ${v.status ?? ""}, so there is nothing to pay`,
    home_pooja_after_visit: "A home pooja is paid after the visit",
    booking_free: "This booking is free: there is nothing to pay",
    sample_donation: "This is an example donation and cannot be paid",
    donation_in_status: (v: DatabaseErrorValues): string | null =>
      `This donation is already ${v.status ?? ""}`,
    temple_not_accepting: "This temple is not accepting donations right now",
    bad_purpose: "purpose must be donation, booking or course",
    enrolment_not_found: "Enrolment not found",
    enrolment_not_payable: "This enrolment has nothing to pay",
    upi_marked_sent: "You said you paid this by UPI",
    no_upi_id: (v: DatabaseErrorValues): string | null =>
      `This ${v.payee ?? ""} has not added a UPI ID yet`,
    not_found: "Payment not found",
    order_id_required: "Give the gateway's order id",
    has_order: "This payment already has an order",
    already_in_status: (v: DatabaseErrorValues): string | null =>
      `This payment is already ${v.status ?? ""}`,
    order_id_taken: "Another payment has this order id",
    amount_mismatch: "The amount paid does not match this payment",
    no_refund_in_progress: "This payment has no refund in progress",
    payee_only: (v: DatabaseErrorValues): string | null =>
      `Only the ${v.payee ?? ""} who received the money can do this`,
    payer_only: "Only the payer can say the money was sent",
    not_upi: "This is not a UPI payment",
    upi_reference_required: "Type the UPI reference your app showed",
    in_status: (v: DatabaseErrorValues): string | null => `This payment is ${v.status ?? ""}`,
    provider_records: "Only the provider can record a payment after the visit",
    bad_offline_method: "Record a payment in cash or by UPI",
    paid_online: "This booking is paid online when it is booked",
    complete_first: "Mark the pooja completed first",
    no_refund_due: "No refund is due from you on this payment",
    not_awaiting_confirmation:
      "Only a UPI payment waiting for your confirmation can be marked not received",
  },
  verification: {
    reason_required: (v: DatabaseErrorValues): string | null =>
      `Give a reason for the ${v.action ?? ""}`,
    owner_resubmits: "Only the owner sends a profile back for review",
    reason_too_long: "The reason is too long",
    bad_kind: "kind must be provider or temple",
    subject_not_found: (v: DatabaseErrorValues): string | null => `No ${v.kind ?? ""} with this id`,
    slug_not_found: (v: DatabaseErrorValues): string | null =>
      `No ${v.kind ?? ""} with the slug ${v.slug ?? ""}`,
    profile_not_declined: "Only a declined profile can be sent for verification again",
    temple_not_declined: "Only a declined temple can be sent for verification again",
    profile_not_found: "Profile not found",
    already_verified: "Already verified",
    suspended: "This profile is suspended",
    documents_required: "Add at least one document",
    too_many_documents: "Attach at most 10 documents",
    documents_not_uploaded: "Upload the documents before you submit",
    registration_required: "Give the temple's registration number",
    registration_too_long: "The registration number is too long",
    reference_too_long: "The reference is too long",
    note_too_long: "The note is too long",
    own_subject: "You cannot decide on your own profile",
    bad_decision: "decision must be approve, reject, suspend or reinstate",
    not_allowed: (v: DatabaseErrorValues): string | null =>
      `Cannot ${v.decision ?? ""} this ${v.kind ?? ""}: it is ${v.status ?? ""}`,
  },
  audit: {
    read_only: "The audit log cannot be changed",
  },
  report: {
    note_too_long: "The note is too long",
    bad_kind: "kind must be review, provider or temple",
    reason_too_short: "Say what is wrong. Write at least 10 characters.",
    reason_too_long: "The report is too long. Use at most 1000 characters.",
    target_not_found: "Nothing to report here",
    already_reported: "You have already reported this",
    rate_limited: (v: DatabaseErrorValues): string | null =>
      limit(
        "You have sent 5 reports in the last hour.",
        v,
        (at) => `You can send the next one after ${at}.`,
      ),
    bad_status: "status must be open, dismissed or actioned",
    not_found: "Report not found",
    already_in_status: (v: DatabaseErrorValues): string | null =>
      `This report is already ${v.status ?? ""}`,
    reported_again: "The reporter has reported this again since",
    bad_action: "action must be dismiss, warn, remove or suspend",
    note_required: "Write a note about your decision. Use at least 10 characters.",
    action_not_for_kind: (v: DatabaseErrorValues): string | null =>
      v.kind === "review"
        ? "A review can be removed, not suspended."
        : "A profile can be suspended, not removed.",
  },
  review: {
    rate_limited: (v: DatabaseErrorValues): string | null =>
      limit(
        "You have written 10 reviews in the last hour.",
        v,
        (at) => `You can write your next review after ${at}.`,
      ),
    not_found: "Review not found",
    host_replies: "Only the reviewed guru, pujari or temple can reply",
    already_replied: "You have already replied",
    reply_required: "Write a reply",
    reply_too_long: "The reply is too long",
  },
  course: {
    no_sessions: "Add at least one session",
    too_many_sessions: "A course has at most 100 sessions",
    session_in_past: "Each session starts in the future",
    bad_duration: "A session lasts 15 minutes to 8 hours",
    no_provider: "Create your guru or pujari profile first",
    title_required: "Give the course a title",
    bad_price: "A paid course costs at least ₹1",
    bad_meeting_kind: "Choose a private room or your own video link",
    link_required: "Paste your video link",
    duplicate_session: "Two sessions start at the same time",
    not_found: "This course is not open for enrolment",
    own_course: "You teach this course",
    ended: "This course has ended",
    already_enrolled: "You are already enrolled in this course",
    full: "This course is full",
    session_started: "This session has already started",
  },
  messages: {
    phone_invalid: "Enter a mobile number such as +91 98765 43210",
    phone_required: "Add a mobile number to receive SMS or WhatsApp messages",
  },
});
