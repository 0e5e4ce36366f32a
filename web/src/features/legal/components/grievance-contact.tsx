import { site } from "@/content/site";

/** The grievance officer's contact block, shared by the Terms of Use, the Privacy Policy and About Us. */
export function GrievanceContact() {
  const officer = site.grievanceOfficer;
  return (
    <address className="mt-3 rounded-lg border border-border bg-card p-4 not-italic">
      <strong>{officer.name}</strong>
      <br />
      {site.name}, {site.location}
      <br />
      E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>
      <br />
      Phone: <a href={`tel:${officer.phone.replace(/\s/g, "")}`}>{officer.phone}</a> (Monday to
      Saturday, 10 am to 6 pm IST)
    </address>
  );
}
