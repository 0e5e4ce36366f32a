/** Where the devotee's main navigation leads, in order, as SPEC §2 lists it. */
export const DEVOTEE_LINKS = [
  "/connect",
  "/book",
  "/explore",
  "/pray",
  "/live",
  "/bookings",
  "/account/messages",
];
