import { defineMessages } from "@/lib/i18n/define-messages";

/** The frame the three static pages share: back link, date line, the grievance contact. */
export const legalMessages = defineMessages("legal", {
  backHome: "Back to Home",
  lastUpdated: (date: string) => `Last updated: ${date}`,
  officer: "Grievance Officer, Bhakti Setu",
  office: "Bhakti Setu, Delhi, India",
  email: "E-mail: ",
  phone: "Phone: ",
  hours: " (Monday to Saturday, 10 am to 6 pm IST)",
});
