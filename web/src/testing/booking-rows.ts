/** `count` bookings b0, b1, … as a paged read of bookings answers, the i-th at `slotOf(i)`. */
export const bookingRows = (count: number, slotOf: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ id: `b${i}`, title: "Havan", slot: slotOf(i) }));

/** What a booking row holds when its devotee wrote nothing: no note and no sankalp. */
export const NOTHING_WRITTEN = {
  note: "",
  sankalp_name: "",
  gotra: "",
  nakshatra: "",
  family_members: "",
};
