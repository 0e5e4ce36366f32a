import { cancellationPolicyEn } from "@bhakti-setu/common/cancellation-policy.en.ts";
import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";

export const offeringsMessages = defineMessages("spiritual-dashboard.offerings", {
  views: {
    all: { heading: "Your Services", label: "All services", noun: "services" },
    online_pooja: { heading: "Online Poojas", label: "Online poojas", noun: "online poojas" },
    katha: { heading: "Katha", label: "Katha", noun: "katha" },
    consultation: { heading: "Consultations", label: "Consultations", noun: "consultations" },
  },
  kindsNav: "Kinds of service",
  loading: "Loading your services",
  /** "Complete your [profile] first; …": `link` is the link. */
  profileFirst: {
    before: "Complete your ",
    link: "profile",
    after: " first; then add what you offer.",
  },
  empty: (noun: string) =>
    `No ${noun} yet. Add your first one: give it a title, a duration and a price, and devotees can book it once your profile is verified.`,
  showMore: "Show more",
  add: "Add offering",
  addTitle: "Add an offering",
  editTitle: "Edit offering",
  dialogDescription: "Devotees see these details when they book.",
  added: "Offering added",
  saved: "Offering saved",
  paused: "Offering paused",
  pausedDescription: (title: ReactNode): ReactNode => [
    title,
    " is hidden from devotees until you resume it.",
  ],
  resumed: "Offering resumed",
  resumedDescription: (title: ReactNode): ReactNode => [title, " can be booked again."],
  notChanged: "Not changed",
  deleted: "Offering deleted",
  notDeleted: "Not deleted",
  hasBookings: (title: ReactNode): ReactNode => [
    title,
    " has bookings, which keep it for their history. Pause it instead.",
  ],
  deleteTitle: (title: ReactNode): ReactNode => ["Delete ", title, "?"],
  deleteDescription: "Devotees will no longer see it. To hide it for a while, pause it instead.",
  keep: "Keep it",
  delete: "Delete",
  card: {
    pausedBadge: "Paused",
    minutes: (minutes: number) => `${formatCount(minutes)} minutes`,
    samagri: "Samagri:",
    edit: "Edit",
    pause: "Pause",
    resume: "Resume",
  },
  modes: {
    online: "Online (video call)",
    offline: "In person: at the devotee's home or a temple",
    both: "Online or in person",
  },
  cancellationPolicy: cancellationPolicyEn,
  form: {
    kind: "Kind",
    title: "Title",
    description: "Description",
    mode: "Where it happens",
    duration: "Duration (minutes)",
    price: "Price (₹)",
    samagri: "Samagri the devotee provides",
    samagriHint: "One item per line, e.g. Ghee, Flowers, Coconut",
    rule: "Cancellation rule",
    freeUntil: "Free until (hours before)",
    kept: "Then keep (% of price)",
    saveChanges: "Save changes",
  },
  errors: {
    titleRequired: "Give the offering a title",
    titleTooLong: "Keep the title under 160 characters",
    descriptionTooLong: "Keep the description under 4000 characters",
    duration: "Enter a duration from 5 to 1440 minutes",
    price: "Enter a price in rupees, e.g. 1100 or 501.50",
    samagriTooLong: "Keep the list under 4000 characters",
    freeCancelHours: "Enter 0 to 720 hours",
    keptPercent: "Enter a share from 0 to 100 per cent",
  },
});
