import { translate } from "@/lib/i18n/define-messages";
import type { legalMessages } from "./messages";

export default translate<typeof legalMessages>("legal", {
  backHome: "होम पर लौटें",
  lastUpdated: (date: string) => `अंतिम संशोधन: ${date}`,
  officer: "शिकायत अधिकारी, भक्ति सेतु",
  office: "भक्ति सेतु, दिल्ली, भारत",
  email: "ईमेल: ",
  phone: "फ़ोन: ",
  hours: " (सोमवार से शनिवार, सुबह 10 से शाम 6 बजे तक, IST)",
});
