import type { CancellationPolicyWords } from "./cancellation-policy.ts";

const count = new Intl.NumberFormat("en-IN");
const hoursOf = (hours: number) => `${count.format(hours)} ${hours === 1 ? "hour" : "hours"}`;

export const cancellationPolicyEn: CancellationPolicyWords = {
  freeUntilStart: "Free cancellation any time before the start.",
  freeUntilThenKept: (hours, keptPercent) =>
    `Free cancellation until ${hoursOf(hours)} before the start; after that ${count.format(keptPercent)}% of the price is kept.`,
  freeUntilThenNoRefund: (hours) =>
    `Free cancellation until ${hoursOf(hours)} before the start; no refund after that.`,
  requestsAndProviderCancellations:
    "A request not yet confirmed can be cancelled free, and if the provider cancels you get everything back.",
};
