import { formatCount } from "@/lib/format";
import { defineMessages } from "@/lib/i18n/define-messages";

export const componentMessages = defineMessages("components", {
  back: "Back",
  exporting: "Exporting…",
  // Counts as written (no digit grouping), as the export has always said them.
  rowsExported: (written: number) => `${written} rows exported`,
  rowsExportedOf: (written: number, total: number) => `${written} of ${total} rows exported`,
  exportProgress: "Export progress",
  exportStopped: (reason: string) => `The export stopped: ${reason}`,
  follow: "Follow",
  unfollow: "Unfollow",
  followName: (name: string) => `Follow ${name}`,
  unfollowName: (name: string) => `Unfollow ${name}`,
  retry: "Retry",
  loading: "Loading…",
  listFailed: (what: string) =>
    `The ${what} could not be loaded. Check your connection, then try again.`,
  tryAgain: "Try again",
  raisedOf: (raised: string, goal: string) => `${raised} raised of ${goal}`,
  raisedSoFar: "Raised so far",
  sponsors: (count: number) => `${formatCount(count)} ${count === 1 ? "sponsor" : "sponsors"}`,
  more: "More",
  user: "User",
  signOut: "Sign Out",
  signingOut: "Signing Out...",
});
