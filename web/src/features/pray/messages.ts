import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const prayMessages = defineMessages("pray", {
  title: "Pray and support a seva",
  intro:
    "Give to a verified temple's seva program by UPI or card. Add your PAN for a tax receipt; every paid donation gets a numbered receipt to download.",
  programs: "Seva programs",
  loadingPrograms: "Loading seva programs",
  noPrograms:
    "No seva programs are open yet. Explore temples and follow one to hear when it starts a seva.",
  morePrograms: "Load more programs",
  myPledges: "My pledges",
  example: "Example",
  promoted: "Promoted",
  examplePledge: "An example program: pledges go to verified temples' programs.",
  pledgeTo: (title: string) => `Pledge to ${title}`,
  dialogTitle: (title: ReactNode): ReactNode => ["Pledge to ", title],
  pledge: "Pledge",
  dialogHint: "Your pledge is recorded now; payment will open here soon.",
  form: {
    ready: (amount: string) =>
      `Your donation of ${amount} is ready to pay. Nothing has been charged yet.`,
    suggested: "Suggested amounts",
    amount: "Amount in rupees",
    amountHint: "Or type any amount.",
    pan: "PAN (optional)",
    panHint: "For a tax receipt under section 80G, e.g. ABCDE1234F.",
    donorName: "Name on the receipt (optional)",
    donorNameHint: "Your profile name is used when empty.",
    dedication: "Dedication (optional)",
    dedicationHint: "e.g. In memory of a loved one.",
    recording: "Recording…",
    submit: "Record my pledge",
  },
  errors: {
    wholeRupees: "Enter a whole number of rupees, e.g. 1001",
    smallest: "The smallest pledge is ₹1",
    largest: "Pledges above ₹1 crore are arranged with the temple",
    pan: "A PAN is five letters, four digits and a letter, like ABCDE1234F",
    max120: "At most 120 characters",
    max500: "At most 500 characters",
  },
  statuses: {
    pending: "Awaiting payment",
    paid: "Paid",
    failed: "Payment failed",
    refunded: "Refunded",
  },
  receipt: "Receipt (PDF)",
  downloadReceipt: (number: string) => `Download receipt ${number}`,
  upiSent: "UPI payment sent; the temple will confirm it.",
  loadingPledges: "Loading your pledges",
  noPledges: "You have no pledges yet. Choose a seva program above and press Pledge.",
  statement: "This year's statement (PDF)",
  aProgram: "a seva program",
  amountTo: (amount: string, program: ReactNode): ReactNode => [`${amount} to `, program],
  morePledges: "Load more pledges",
});
