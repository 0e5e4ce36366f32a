import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const termsOfUseMessages = defineMessages("legal.terms", {
  title: "Terms of Use",
  intro:
    "Welcome to Bhakti Setu. These Terms of Use govern your use of our website and mobile apps, through which devotees connect with gurus, pujaris, kathavachaks, bhajan mandlis and temples. Please read them with care: by using Bhakti Setu you agree to them.",
  about: {
    t: "1. Who we are and what we offer",
    p: [
      "Bhakti Setu is a platform operated from Delhi, India. It lets you discover temples, events, festivals and retreats; book home poojas, online sankalp, katha and temple poojas; speak with spiritual guides by chat, audio or video; offer chadava, virtual diya and aarti; order prasad; support seva and donations; and watch aarti, darshan, pravachan and bhajan live.",
      "Gurus, pujaris, temples and other guides on Bhakti Setu are independent service providers. We verify their identity and credentials before they are listed, but the rituals, guidance and services they perform are their own.",
    ],
  },
  accounts: {
    t: "2. Eligibility and accounts",
    items: [
      "You must be 18 years or older to create an account and make bookings or payments.",
      "Users under 18 may use Bhakti Setu only under the guidance and with the consent of a parent or legal guardian, who is responsible for their use of the platform.",
      "Bhakti Setu is not intended for children under 13, who must not use it.",
      "You sign up with your e-mail address, a password and your full name. Keep your password secret; you are responsible for activity under your account.",
      "You may hold more than one role (devotee, guru, pujari or temple administrator). Guides and temples are listed only after verification.",
    ],
  },
  payments: {
    t: "3. Bookings, offerings and payments",
    p: [
      "Prices are shown in Indian rupees (₹) and include applicable taxes unless stated otherwise. A booking is confirmed when you receive a confirmation in the app. Payments are processed by licensed payment partners; we do not store your card or UPI details.",
      "The date, time and place of a pooja or session are agreed with the provider at booking. Providers may need to reschedule for reasons such as muhurat, travel or temple rules; we will tell you as early as possible and offer another slot or a refund.",
    ],
  },
  refunds: {
    t: "4. Cancellations and refunds",
    items: [
      "You can cancel a booking from the app. Cancellations made at least 24 hours before the scheduled time receive a full refund; later cancellations may carry the charge shown at booking.",
      "If a provider cancels, or a service is not delivered as booked, you receive a full refund.",
      "Approved refunds are processed within 5 to 7 business days to the original payment method. Your bank may take a little longer to show the credit.",
      "Donations to temples and seva programmes are passed on to the cause and are not refundable, except where a payment was made in error and reported within 7 days.",
    ],
  },
  streams: {
    t: "5. Live streams and content",
    p: "Live darshan, aarti, pravachan and bhajan streams are provided by temples and guides for personal devotional viewing. You may not record, rebroadcast or sell them. Chat during streams must stay respectful; we may remove messages or suspend accounts that do not.",
  },
  conduct: {
    t: "6. Your conduct",
    p: "When you use Bhakti Setu, you agree not to:",
    items: [
      "hurt the religious sentiments of any community or post hateful or obscene content;",
      "impersonate a guru, pujari, temple or another person;",
      "ask for or make payments to providers outside the platform for booked services;",
      "misuse the platform, attempt to access other accounts or disrupt the service.",
    ],
  },
  liability: {
    t: "7. Our responsibility",
    p: "We work to keep Bhakti Setu available and accurate, but the platform is provided as it is. Spiritual guidance is offered in good faith and is not a substitute for medical, legal or financial advice. To the extent the law allows, our liability for any claim is limited to the amount you paid for the booking concerned.",
  },
  property: {
    t: "8. Intellectual property",
    p: "The Bhakti Setu name, logo, design and software belong to us. Content that temples and guides publish remains theirs; they grant us the right to show it on the platform.",
  },
  law: {
    t: "9. Governing law",
    p: "These terms are governed by the laws of India. Courts at Delhi have exclusive jurisdiction over any dispute, after the grievance process below has been followed.",
  },
  grievance: {
    t: "10. Grievance redressal",
    p: "In line with the Information Technology Act, 2000 and the rules made under it, you can raise any complaint about the platform, a booking or content with our Grievance Officer. We acknowledge every grievance within 24 hours and resolve it within 15 days of receipt.",
  },
  changes: {
    t: "11. Changes to these terms",
    p: (privacy: ReactNode) => [
      "We may update these terms as the platform grows. The date at the top shows the latest version; we will tell you in the app about significant changes. How we handle your personal data is explained in our ",
      privacy,
      ".",
    ],
    privacy: "Privacy Policy",
  },
});
