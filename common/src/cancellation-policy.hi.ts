import type { CancellationPolicyWords } from "./cancellation-policy.ts";

const count = new Intl.NumberFormat("hi-IN");
const hoursOf = (hours: number) => `${count.format(hours)} ${hours === 1 ? "घंटा" : "घंटे"}`;

export const cancellationPolicyHi: CancellationPolicyWords = {
  freeUntilStart: "शुरू होने से पहले कभी भी मुफ़्त रद्द करें।",
  freeUntilThenKept: (hours, keptPercent) =>
    `शुरू होने से ${hoursOf(hours)} पहले तक मुफ़्त रद्द करें; उसके बाद कीमत का ${count.format(keptPercent)}% रखा जाता है।`,
  freeUntilThenNoRefund: (hours) =>
    `शुरू होने से ${hoursOf(hours)} पहले तक मुफ़्त रद्द करें; उसके बाद कोई धनवापसी नहीं।`,
  requestsAndProviderCancellations:
    "जो अनुरोध अभी पक्का नहीं हुआ, उसे मुफ़्त रद्द किया जा सकता है, और सेवा देने वाले के रद्द करने पर पूरी राशि वापस मिलती है।",
};
