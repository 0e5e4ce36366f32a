import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const adminMessages = defineMessages("admin", {
  title: "Platform administration",
  tabs: {
    requests: "Requests",
    listed: "Listed",
    reports: "Reports",
    audit: "Audit log",
    account: "Your sign-in",
  },
  access: {
    notAdmin: "This area is for the platform's administrators.",
    home: "Go to the home page",
    needsTwoFactor:
      "The admin area needs two-factor sign-in. Turn it on below with an authenticator app; from then on you sign in with your password and a code from the app.",
  },
  /** What kind of subject a row is about, as shown in brackets after its name. */
  kinds: { guru: "guru", pujari: "pujari", temple: "temple", provider: "guru or pujari" },
  unknown: "Unknown",
  removedAccount: "Removed account",
  queue: {
    loading: "Loading verification requests",
    empty:
      "No requests are waiting. New ones appear here when a provider or temple sends documents.",
    loadingDocuments: "Loading the documents",
    document: (index: number) => `Document ${index}`,
    documentOf: (name: ReactNode): ReactNode => [" of ", name, " (opens in a new tab)"],
    sent: (when: string) => `Sent ${when}`,
    registration: "Trust registration: ",
    reference: "Reference: ",
    note: "Note: ",
    profile: "The profile as devotees will see it:",
    approve: "Approve",
    reject: "Reject",
  },
  listed: {
    search: "Find by name",
    loading: "Loading listed providers and temples",
    noMatch: "No verified or suspended provider or temple has that name. Check the spelling.",
    empty: "No provider or temple is verified yet. Approve requests in the first tab.",
    suspended: "Suspended",
    verifiedSince: (date: string) => `Verified since ${date}`,
    verified: "Verified",
    suspend: "Suspend",
    reinstate: "Reinstate",
  },
  reports: {
    open: "Open",
    handled: "Recently handled",
    emptyOpen: "No open reports. Reports from devotees appear here.",
    emptyHandled: "Nothing handled yet.",
    loading: "Loading reports",
    review: (rating: number, text: string) => `Review (${rating} of 5): "${text}"`,
    noText: "no text",
    profileOf: (name: string) => `Profile of ${name}`,
    temple: (name: string) => `Temple ${name}`,
    removed: "Something since removed",
    reason: (reason: string) => `Reason given: ${reason}`,
    reported: (when: string) => `Reported ${when}`,
    statuses: { open: "Open", dismissed: "Dismissed", actioned: "Action taken" },
    markActioned: "Mark action taken",
    dismiss: "Dismiss",
    reopen: "Undo: open again",
    reportedBy: (name: string) => `Reported by ${name}`,
    unnamedReporter: "a devotee with no name set",
    decide: "Decide",
  },
  reportDecision: {
    title: "Decide on this report",
    description:
      "The devotee who reported it is told it was handled. Your note stays in the audit log.",
    action: "What to do",
    actions: {
      dismiss: {
        label: "Dismiss",
        effect: "Nothing changes; it is within the guidelines.",
      },
      warn: {
        label: "Warn the owner",
        effect: "The owner gets a notification with your note.",
      },
      remove: {
        label: "Remove the review",
        effect: "The review is deleted and no longer shows; its author reads your note.",
      },
      suspend: {
        label: "Suspend the listing",
        effect: "Hidden from devotees until reinstated; the owners read your note.",
      },
    },
    note: "Note (at least 10 characters)",
    noteHint: "What you checked and why you decided this.",
    noteTooShort: "Write a note of at least 10 characters.",
    confirm: "Record decision",
  },
  audit: {
    loading: "Loading the audit log",
    empty: "The log is empty. Every request and decision is recorded here.",
    caption: "The newest 100 entries of the audit log: verifications, reports and authenticators",
    when: "When (IST)",
    who: "Who",
    what: "What",
    about: "About",
    reason: "Reason",
    owner: "The owner",
    /** Followed by the first characters of their account id. */
    administrator: "Administrator",
    operator: "Operator command",
    actions: {
      submitted: "Sent documents",
      approved: "Approved",
      rejected: "Rejected",
      suspended: "Suspended",
      reinstated: "Reinstated",
      report_dismissed: "Dismissed a report",
      report_warned: "Warned the owner",
      review_removed: "Removed a review",
      listing_suspended: "Suspended after a report",
      factors_removed: "Removed the authenticators",
    },
  },
  decision: {
    title: (action: string, name: ReactNode): ReactNode => [`${action} `, name, "?"],
    missingReason: "Write the reason the owner will read.",
    reason: "Reason (the owner reads this)",
    approve: {
      title: "Approve",
      confirm: "Approve",
      effect: "Devotees will see them at once, with the Verified badge. They are e-mailed.",
    },
    reject: {
      title: "Reject",
      confirm: "Reject",
      effect:
        "They stay hidden from devotees and are e-mailed the reason, to fix it and apply again.",
    },
    suspend: {
      title: "Suspend",
      confirm: "Suspend",
      effect:
        "They disappear from devotees' lists at once and are e-mailed the reason. You can reinstate them later.",
    },
    reinstate: {
      title: "Reinstate",
      confirm: "Reinstate",
      effect: "Devotees will see them again at once. They are e-mailed.",
    },
  },
});
