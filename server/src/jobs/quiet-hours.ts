/**
 * India's rule for transactional messages to phones: none between 21:00 and 08:00 IST. A message
 * due then waits until 08:00 IST, except a reminder whose event is itself before that 08:00.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const OPENS_AT_MS = 8 * 60 * 60_000;
const CLOSES_AT_MS = 21 * 60 * 60_000;

/** When a phone message due at `now` may go (`now` itself outside quiet hours). */
export function findPhoneSendTime(now: Date, eventAt?: Date): Date {
  // IST has no daylight saving: a fixed offset gives its wall-clock time.
  const istMs = now.getTime() + IST_OFFSET_MS;
  const sinceMidnight = ((istMs % DAY_MS) + DAY_MS) % DAY_MS;
  if (sinceMidnight >= OPENS_AT_MS && sinceMidnight < CLOSES_AT_MS) return now;
  const midnightIst = istMs - sinceMidnight;
  const opensIst =
    sinceMidnight >= CLOSES_AT_MS ? midnightIst + DAY_MS + OPENS_AT_MS : midnightIst + OPENS_AT_MS;
  const opensAt = new Date(opensIst - IST_OFFSET_MS);
  // A reminder of a 06:00 pooja must reach the devotee before it, not after.
  if (eventAt && eventAt.getTime() < opensAt.getTime()) return now;
  return opensAt;
}
