import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const privacyPolicyMessages = defineMessages("legal.privacy", {
  title: "Privacy Policy",
  intro:
    "Your faith is personal, and so is your data. This policy explains what Bhakti Setu collects, why, who we share it with and the choices you have, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.",
  collect: {
    t: "1. What we collect",
    /** Each item: its bold label, then the rest (which starts with its own space). */
    labels: ["Account details:", "Booking details:", "Payments:", "Usage:"],
    texts: [
      " your full name, e-mail address, password (stored only as a one-way hash) and the roles you choose.",
      " the services you book, the date, time and address for home poojas, and the names and gotra you give for a sankalp.",
      " the amount and status of each payment. Card and UPI details are handled by our payment partners and never reach us.",
      " the pages and streams you open and technical data such as your device type, kept to run and improve the service.",
    ],
  },
  use: {
    t: "2. How we use it",
    items: [
      "to create your account, keep you signed in and secure it;",
      "to arrange bookings, sessions, offerings and prasad delivery;",
      "to send confirmations, reminders for streams you follow and service messages;",
      "to answer your questions and grievances;",
      "to meet our legal obligations.",
    ],
    p: "We do not sell your personal data, and we do not use it for third-party advertising.",
  },
  share: {
    t: "3. Who we share it with",
    p: "We share only what is needed: with the guru, pujari or temple you book (your name and booking details), with payment and delivery partners to complete your order, and with authorities when the law requires it.",
  },
  storage: {
    t: "4. Storage, security and retention",
    p: "Your data is stored on secured servers, encrypted in transit, and accessible only to staff who need it. We keep account data while your account is open and booking records for as long as tax and accounting laws require; then we delete or anonymise them.",
  },
  cookies: {
    t: "5. Cookies and browser storage",
    p: "This website uses your browser's local storage only to keep you signed in. It uses no advertising cookies and loads nothing from other websites.",
  },
  children: {
    t: "6. Children",
    p: "Bhakti Setu is not for children under 13, and we do not knowingly collect their data. Users under 18 may use the platform only under the guidance of a parent or guardian, whose consent we seek where the law requires it. If you believe a child under 13 has given us data, write to us and we will delete it.",
  },
  rights: {
    t: "7. Your rights",
    p: "You may ask to see, correct or delete your personal data, withdraw a consent you gave, and nominate someone to act for you. Most details can be changed in the app; for anything else, write to the Grievance Officer below. Deleting your account does not affect refunds due to you, which are processed within 5 to 7 business days.",
  },
  grievance: {
    t: "8. Grievance Officer",
    p: "Questions or complaints about your data go to our Grievance Officer. We acknowledge every grievance within 24 hours and resolve it within 15 days.",
  },
  changes: {
    t: "9. Changes to this policy",
    p: (terms: ReactNode) => [
      "When this policy changes we update the date above and tell you in the app about significant changes. Your use of the platform is also governed by our ",
      terms,
      ".",
    ],
    terms: "Terms of Use",
  },
});
