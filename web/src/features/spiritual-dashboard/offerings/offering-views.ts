import { paths } from "@/config/paths";
import type { OfferingKind } from "@/content/offering-kinds";

/** /services and its filtered views of the same list; their words are in the book's `views`. */
export const OFFERING_VIEWS = {
  all: { to: paths.services, kind: null },
  online_pooja: { to: paths.onlinePoojas, kind: "online_pooja" },
  katha: { to: paths.katha, kind: "katha" },
  consultation: { to: paths.consultations, kind: "consultation" },
} as const satisfies Record<string, { to: string; kind: OfferingKind | null }>;

export type OfferingView = keyof typeof OFFERING_VIEWS;
