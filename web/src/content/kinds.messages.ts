import { defineMessages } from "@/lib/i18n/define-messages";

/** The words people read for the offering_kind and temple event kind enums. */
export const kindMessages = defineMessages("content.kinds", {
  offering: {
    consultation: "Consultation",
    home_pooja: "Home pooja",
    online_pooja: "Online pooja",
    katha: "Katha",
    sankalp: "Sankalp",
    temple_pooja: "Temple pooja",
  },
  templeEvent: {
    special_pooja: "Special Pooja",
    katha_series: "Katha Series",
    festival: "Festival",
  },
});
