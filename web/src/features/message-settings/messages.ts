import { defineMessages } from "@/lib/i18n/define-messages";

export const messageSettingsMessages = defineMessages("message-settings", {
  heading: "Messages",
  intro:
    "Choose where we tell you about your bookings, reminders and payments. The bell in the app always shows everything.",
  loading: "Loading your message settings",
  channels: "Where we reach you",
  email: "E-mail",
  emailTo: (address: string) => `To ${address}`,
  noEmail: "Your account has no e-mail address.",
  sms: "SMS",
  whatsapp: "WhatsApp",
  phone: "Mobile number",
  phoneHint: "For example +91 98765 43210 or 98765 43210.",
  phoneNeeded: "Add a mobile number to receive SMS or WhatsApp messages.",
  topics: "What we tell you about",
  bookings: "Bookings",
  bookingsHint: "Requested, confirmed, declined, cancelled, refunded or moved.",
  reminders: "Reminders",
  remindersHint: "Before a booking or a session you set a reminder for.",
  payments: "Payments and receipts",
  paymentsHint: "Receipts for donations and refunds.",
  verification: "Verification decisions",
  verificationHint: "For gurus, pujaris and temples: when your profile is reviewed.",
  rules:
    "SMS and WhatsApp carry only messages about your own account. None are sent between 9 pm and 8 am IST, except a reminder for something earlier than 8 am. Reply STOP to any SMS to stop them, START to resume.",
  optedOut: (channels: string) =>
    `You replied STOP on ${channels}, so nothing is sent there. Reply START to one of our messages to receive them again.`,
  save: "Save",
  saving: "Saving…",
  saved: "Your message settings are saved",
});
