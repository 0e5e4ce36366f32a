import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const aboutUsMessages = defineMessages("legal.about", {
  title: "About Us",
  intro:
    "Bhakti Setu is your spiritual gateway: one place where devotees find trusted gurus, pujaris and temples, and take part in worship wherever they live.",
  why: {
    t: "Why we started",
    p: "Families move across cities and countries, yet want their griha pravesh done by a learned pandit, their parents' names in the sankalp at their kuldevta's temple, and the evening aarti of their home town on their phone. Finding someone genuine, at a fair price, used to depend on luck and word of mouth. We built Bhakti Setu to change that.",
  },
  offer: {
    t: "What you can do with us",
    /** Each item: its bold first word, then the rest (which starts with its own space or colon). */
    labels: ["Connect", "Book", "Explore", "Pray", "Live"],
    texts: [
      " one to one by chat, video or audio with gurus, pujaris, kathavachaks and bhajan mandlis.",
      " home poojas, online sankalp, katha and temple poojas.",
      " temples, events, festivals and retreats.",
      " with chadava, virtual diya and aarti, sankalp and prasad delivery.",
      ": aarti, darshan, pravachan and bhajan, streamed around the clock.",
    ],
    p: "We also support seva and donations, help you discover temples, and offer an AI guide for questions about rituals and scriptures.",
  },
  trust: {
    t: "Trust, verified",
    p: "Every guide and temple is verified before listing. Today that is 500+ verified guides and 1000+ temples, with live content 24/7, and devotees rate our app 4.8 from 10K+ reviews. Gurus and temples register through one simple form, and we review each application personally.",
  },
  promise: {
    t: "Our promise",
    items: [
      "Respect for every tradition, sampradaya and language.",
      "Fair, upfront prices in rupees, and refunds within 5 to 7 business days.",
      "Your data is never sold. Grievances are acknowledged within 24 hours and resolved within 15 days.",
      "A place for the whole family: users under 18 use Bhakti Setu with a parent's or guardian's guidance, and it is not meant for children under 13.",
    ],
  },
  reach: {
    t: "Reach us",
    p: (email: ReactNode, phone: ReactNode, chat: ReactNode, register: ReactNode) => [
      "We are based in Delhi, India. Write to ",
      email,
      ", call ",
      phone,
      ", or ",
      chat,
      ". Gurus and temples can ",
      register,
      ".",
    ],
    chat: "message us on WhatsApp",
    register: "register here",
  },
  grievance: "Grievance Officer",
});
