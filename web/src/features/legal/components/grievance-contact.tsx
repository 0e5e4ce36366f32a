import { site } from "@/content/site";
import { useMessages } from "@/lib/i18n/use-messages";
import { legalMessages } from "../messages";

/** The grievance officer's contact block, shared by the Terms of Use, the Privacy Policy and About Us. */
export function GrievanceContact() {
  const m = useMessages(legalMessages);
  const officer = site.grievanceOfficer;
  return (
    <address className="mt-3 rounded-lg border border-border bg-card p-4 not-italic">
      <strong>{m.officer}</strong>
      <br />
      {m.office}
      <br />
      {m.email}
      <a href={`mailto:${officer.email}`}>{officer.email}</a>
      <br />
      {m.phone}
      <a href={`tel:${officer.phone.replace(/\s/g, "")}`}>{officer.phone}</a>
      {m.hours}
    </address>
  );
}
