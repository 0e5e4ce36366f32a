/** The kinds of live session the platform stores (`public.live_session_kind`). */
export type LiveSessionKind =
  "aarti" | "darshan" | "pravachan" | "bhajan" | "katha" | "meditation" | "prayer" | "event";

export interface Illustration {
  src: string;
  alt: string;
}

const DARSHAN = { src: "/images/live/temple-darshan.svg", alt: "Aarti lamps before a temple" };
const DISCOURSE = { src: "/images/live/spiritual-discourse.svg", alt: "A guru giving a discourse" };
const BHAJAN = { src: "/images/live/bhajan-session.svg", alt: "A harmonium and dholak" };
const PRAYER = { src: "/images/live/prayer-session.svg", alt: "A Shivling with a diya" };

/** The picture a live card shows when its session has no thumbnail of its own. */
export const LIVE_ILLUSTRATIONS: Record<LiveSessionKind, Illustration> = {
  aarti: DARSHAN,
  darshan: DARSHAN,
  pravachan: DISCOURSE,
  katha: DISCOURSE,
  bhajan: BHAJAN,
  meditation: PRAYER,
  prayer: PRAYER,
  event: PRAYER,
};
