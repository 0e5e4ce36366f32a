import { defineMessages } from "@/lib/i18n/define-messages";

/** The temple admin's sidebar, feature cards and event kinds (SPEC §2). */
export const templeAdminMessages = defineMessages("temple-admin", {
  sidebar: "Temple Admin",
  nav: {
    dashboard: "Dashboard",
    events: "Events",
    katha: "Katha Series",
    poojas: "Poojas",
    seva: "Seva Programs",
    gurus: "Guru Management",
    donations: "Donations",
    gallery: "Gallery",
    community: "Community",
    profile: "Profile",
  },
  features: {
    events: { label: "Events Management", description: "Create and manage temple events" },
    katha: { label: "Katha Series", description: "Plan katha series and speakers" },
    poojas: { label: "Poojas & Rituals", description: "Offer poojas for booking" },
    seva: { label: "Seva Programs", description: "Run seva and donation drives" },
    gurus: { label: "Guru Management", description: "Invite and schedule gurus" },
    gallery: { label: "Gallery", description: "Share photos and videos" },
  },
  eventKinds: {
    special_pooja: "Special Pooja",
    katha_series: "Katha Series",
    festival: "Festival",
  },
});
