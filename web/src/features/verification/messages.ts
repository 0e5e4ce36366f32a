import { defineMessages } from "@/lib/i18n/define-messages";

// A sentence around a name or a link is a list of the text before and after it, so each
// language places it where its word order needs it.
export const verificationMessages = defineMessages("verification", {
  files: {
    notAllowed: (name: string) => `${name} is not a PDF or a photo (JPEG, PNG or WebP).`,
    tooLarge: (name: string) => `${name} is larger than 10 MB.`,
    uploadFailed: (name: string) => `${name} could not be uploaded. Try again.`,
    addOne: "Add at least one document or photo.",
    atMost: (max: number) => `Add at most ${max} files.`,
  },
  keepUnder: (max: string) => `Keep it under ${max} characters.`,
  registrationRequired: "Enter the trust's registration number.",
  whatToSend: {
    provider:
      "A photo ID (Aadhaar, PAN or voter card) and, if you have them, a certificate from your gurukul or sampradaya, or a letter from a temple you serve.",
    temple:
      "The trust or society registration certificate and a photo of the temple's entrance with its name board.",
  },
  uploading: (number: number, total: number) => `Uploading ${number} of ${total}…`,
  sending: "Sending…",
  form: "Verification documents",
  documents: "Documents and photos",
  documentsHint: (whatToSend: string) =>
    `${whatToSend} PDF, JPEG, PNG or WebP, up to 10 MB each. Only you and our review team can open them.`,
  registrationNumber: "Trust registration number",
  registrationHint:
    "As printed on the trust or society registration certificate. It is saved to the temple's profile, for its receipts too.",
  /** The temple's profile already holds the number, so the form shows it instead of asking. */
  registrationFromProfile: (number: string) =>
    `Trust registration number: ${number} (from the temple's profile; change it there).`,
  sent: "Submitted for verification",
  sentDescription:
    "Our team reviews the documents within 3 working days and e-mails you the decision.",
  reference: "Reference (optional)",
  referenceHint: "Someone who knows your seva and can vouch for you: a name and a phone number.",
  note: "Anything else our team should know (optional)",
  copy: {
    provider: {
      visible: "Devotees can find and book you.",
      hidden: "Only you can see this profile.",
      first:
        "Fill in your profile and submit it for verification. Devotees find you once it is verified.",
    },
    temple: {
      visible: "Devotees can find the temple, follow it and take part.",
      hidden: "Devotees cannot see the temple.",
      first:
        "Fill in the temple's profile and submit it for verification. Devotees find the temple, its events and seva programs once it is verified.",
    },
  },
  verified: "Verified",
  verifiedSince: (date: string | null) => `${date ? ` since ${date}` : ""}. `,
  suspended: "Suspended.",
  reason: (reason: string | null) => `Reason: ${reason}`,
  askForReview: ["To ask for a review, write to ", "."],
  declined: "Verification was declined",
  fixAndResend: "Fix what the reason names, then send your documents again.",
  sendAgain: "Send for verification again",
  loading: "Loading your verification",
  pending: "Verification pending.",
  sentOn: (date: string) =>
    ` You sent your documents on ${date}. Our team reviews them within 3 working days and e-mails you the decision. `,
  submitHeading: "Submit for verification",
  submitIntro:
    "Devotees see only verified profiles, with a Verified badge. Send documents that show who you are; our team checks them within 3 working days. ",
  card: {
    titles: {
      pending: "Verification pending",
      rejected: "Verification declined",
      suspended: "Suspended",
    },
    sentOn: (date: string) =>
      `Documents sent on ${date}. Our team decides within 3 working days and e-mails you.`,
    notSent: "Devotees see only verified profiles. Send your documents to be verified.",
    open: "Open verification",
    whatToDo: "See what to do",
  },
});
