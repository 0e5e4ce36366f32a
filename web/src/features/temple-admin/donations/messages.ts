import { defineMessages } from "@/lib/i18n/define-messages";

export const donationsMessages = defineMessages("temple-admin.donations", {
  heading: "Donations",
  totals: "Totals",
  addingUp: "Adding up donations",
  paid: "Paid",
  pledged: "Pledged, awaiting payment",
  byProgram: "By program",
  program: "Program",
  byMonth: "By month",
  month: "Month",
  everyDonation: "Every donation",
  status: "Status",
  all: "All",
  statuses: {
    pending: "Pledged, awaiting payment",
    paid: "Paid",
    failed: "Payment failed",
    refunded: "Refunded",
  },
  loading: "Loading donations",
  emptyAll:
    "No donations yet. Create a seva program and promote it: devotees pledge from Explore and Pray.",
  emptyStatus:
    "No donations with this status. Create a seva program and promote it: devotees pledge from Explore and Pray.",
  anonymous: "Anonymous",
  devotee: "Devotee",
  reference: (reference: string) => `Ref. ${reference}`,
  pan: (pan: string) => `PAN ${pan}`,
  receipt: "Receipt (PDF)",
  downloadReceipt: (donor: string, number: string) =>
    `Download the receipt for ${donor}'s donation${number ? `, ${number}` : ""}`,
  loadMore: "Load more donations",
  exportCsv: "Export donations (CSV)",
  csv: {
    reference: "Reference",
    date: "Date (IST)",
    donor: "Donor",
    pan: "PAN",
    program: "Program",
    amount: "Amount (INR)",
    status: "Status",
    dedication: "Dedication",
  },
});
