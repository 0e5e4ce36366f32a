import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";

/**
 * Which cached reads each kind of change touches: every screen showing a result of the change
 * reads again once it settles, whichever screen made it. A key is a prefix, so ["booking"] covers
 * every booking's detail. Add a read here when a new screen shows a change's result.
 */
export const mutationRefreshes = {
  /** A payment reported, confirmed, refused or refunded: bookings, donations and their totals. */
  payment: [
    ["payments-to-confirm"],
    ["booking"],
    ["my-bookings"],
    ["provider-bookings"],
    ["temple-bookings"],
    ["temple-donations"],
    ["temple-donation-totals"],
    ["temple-dashboard"],
    ["my-pledges"],
    ["todays-activities"],
  ],
  /** A booking made, moved, confirmed, declined, completed or cancelled. */
  booking: [
    ["booking"],
    ["my-bookings"],
    ["provider-bookings"],
    ["temple-bookings"],
    ["available-slots"],
    ["todays-activities"],
    ["temple-dashboard"],
  ],
  /** A pledge to a seva program. */
  pledge: [
    ["my-pledges"],
    ["seva-programs"],
    ["admin-seva-programs"],
    ["temple-donations"],
    ["temple-donation-totals"],
    ["temple-dashboard"],
  ],
  /** A temple's profile saved: its admin screens, its public page and the lists naming it. */
  "temple-profile": [["my-temple"], ["temple"], ["temples"]],
  /** A guru's or pujari's profile saved: their dashboard, public page and the Connect lists. */
  "provider-profile": [["my-provider"], ["provider"], ["providers"]],
  /** Documents sent for review, or a review decided. */
  verification: [["verification-request"], ["my-provider"], ["my-temple"], ["admin"]],
  /** Hours, days off and booking rules: the free times devotees see. */
  availability: [["weekly-hours"], ["days-off"], ["available-slots"], ["my-provider"]],
  /** An offering added, changed or removed. */
  offering: [["my-offerings"], ["bookable-offerings"], ["offering"], ["provider"]],
  /** A live session scheduled, started or ended. */
  live: [["my-live-sessions"], ["temple-live"], ["live"], ["temple-dashboard"]],
  /** A temple or provider followed or unfollowed. */
  follow: [["follows"], ["provider"], ["temple"], ["temple-followers"], ["temple-dashboard"]],
  /** A seat taken in a temple event, or given back. */
  "event-registration": [
    ["event-registrations"],
    ["temple-events"],
    ["admin-temple-events"],
    ["temple-dashboard"],
    ["todays-activities"],
  ],
} as const satisfies Record<string, readonly QueryKey[]>;

export type MutationArea = keyof typeof mutationRefreshes;

/** Marks every read `area` touches stale; those on screen read again at once. */
export async function refreshAfter(queryClient: QueryClient, ...areas: MutationArea[]) {
  const keys = areas.flatMap((area): readonly QueryKey[] => mutationRefreshes[area]);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** For a mutation's onSettled: `onSettled: useRefreshAfter("payment")`. */
export function useRefreshAfter(...areas: MutationArea[]) {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, ...areas);
}

/** For a mutation's onSuccess or onSettled: the reads under `queryKey` (a prefix) read again. */
export function useReread(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}
