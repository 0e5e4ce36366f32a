/** The kinds of temple event, as the specification's samples name them. */
export const TEMPLE_EVENT_KIND_LABELS = {
  special_pooja: "Special Pooja",
  katha_series: "Katha Series",
  festival: "Festival",
} as const;

export type TempleEventKind = keyof typeof TEMPLE_EVENT_KIND_LABELS;
