import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const sevaMessages = defineMessages("temple-admin.seva", {
  heading: "Seva Programs",
  title: "Seva programs",
  create: "Create program",
  countsPaid:
    "Raised and sponsors count paid donations only; pledges awaiting payment are listed under Donations.",
  loading: "Loading seva programs",
  empty:
    "No seva programs yet. Create your first program with a goal: devotees pledge to it from Explore and Pray.",
  paused: "Paused",
  promoted: "Promoted",
  newTitle: "Create a seva program",
  /** `program` is the program's title, rendered as written. */
  editTitle: (program: ReactNode) => ["Edit ", program],
  dialogDescription: "Devotees see these details where they donate.",
  created: "Program created",
  saved: "Program saved",
  edit: "Edit",
  promote: "Promote",
  promoteTitle: (program: ReactNode) => ["Promote ", program],
  promoteDescription: "A promoted program is shown first, labelled Promoted, on Explore and Pray.",
  form: {
    name: "Program name",
    goal: "Goal (₹)",
    wholeRupees: "In whole rupees",
    what: "What the donations do",
    accepting: "Accepting donations",
    save: "Save program",
  },
  errors: {
    name: "Name the program",
    under: (max: number) => `Keep it under ${max} characters`,
    goal: "Enter the goal in whole rupees, e.g. 100000",
    goalMin: "The goal is at least ₹1",
  },
});
