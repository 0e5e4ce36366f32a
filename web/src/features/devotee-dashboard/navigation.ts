import { paths } from "@/config/paths";

/** The devotee dashboard's six tiles (SPEC §2), in order; their words are in messages.ts. */
export const devoteeTiles = [
  { key: "explore", to: "/explore" },
  { key: "connect", to: paths.connect },
  { key: "book", to: paths.book },
  { key: "live", to: paths.live },
  { key: "pray", to: "/pray" },
  { key: "courses", to: "/courses" },
] as const;
