import { paths } from "@/config/paths";
import type { OfferingKind } from "@/content/offering-kinds";

/** /services and its filtered views of the same list. */
export const OFFERING_VIEWS = {
  all: { heading: "Your Services", label: "All services", to: paths.services, kind: null },
  online_pooja: {
    heading: "Online Poojas",
    label: "Online poojas",
    to: paths.onlinePoojas,
    kind: "online_pooja",
  },
  katha: { heading: "Katha", label: "Katha", to: paths.katha, kind: "katha" },
  consultation: {
    heading: "Consultations",
    label: "Consultations",
    to: paths.consultations,
    kind: "consultation",
  },
} as const satisfies Record<
  string,
  { heading: string; label: string; to: string; kind: OfferingKind | null }
>;

export type OfferingView = keyof typeof OFFERING_VIEWS;
