import type { ReactNode } from "react";
import { Link } from "react-router";
import { GrievanceContact } from "./grievance-contact";
import { LegalSection } from "./legal-document";

interface Section {
  t: string;
  p: string;
}

/** Sections of one paragraph each. */
export function PlainSections({ sections }: { sections: Section[] }) {
  return sections.map((section) => (
    <LegalSection key={section.t} title={section.t}>
      <p>{section.p}</p>
    </LegalSection>
  ));
}

/**
 * How a policy ends: whom to complain to, then how its changes are announced, with a link to the
 * other policy.
 */
export function LegalClosing({
  grievance,
  changes,
  other,
}: {
  grievance: Section;
  changes: { t: string; p(link: ReactNode): ReactNode };
  other: { to: string; label: string };
}) {
  return (
    <>
      <LegalSection title={grievance.t}>
        <p>{grievance.p}</p>
        <GrievanceContact />
      </LegalSection>
      <LegalSection title={changes.t}>
        <p>
          {changes.p(
            <Link key="other" to={other.to}>
              {other.label}
            </Link>,
          )}
        </p>
      </LegalSection>
    </>
  );
}
