import { translate } from "@/lib/i18n/define-messages";
import type { kindMessages } from "./kinds.messages";

export default translate<typeof kindMessages>("content.kinds", {
  offering: {
    consultation: "परामर्श",
    home_pooja: "घर पर पूजा",
    online_pooja: "ऑनलाइन पूजा",
    katha: "कथा",
    sankalp: "संकल्प",
    temple_pooja: "मंदिर में पूजा",
  },
  templeEvent: {
    special_pooja: "विशेष पूजा",
    katha_series: "कथा शृंखला",
    festival: "त्योहार",
  },
});
