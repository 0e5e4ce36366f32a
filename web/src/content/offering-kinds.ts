/** What a provider or temple offers, as the offering_kind enum names it, with the words people read. */
export const OFFERING_KIND_LABELS = {
  consultation: "Consultation",
  home_pooja: "Home pooja",
  online_pooja: "Online pooja",
  katha: "Katha",
  sankalp: "Sankalp",
  temple_pooja: "Temple pooja",
} as const;

export type OfferingKind = keyof typeof OFFERING_KIND_LABELS;
