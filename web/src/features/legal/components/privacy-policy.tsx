import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/content/site";
import { GrievanceContact } from "./grievance-contact";
import { LegalDocument, LegalSection } from "./legal-document";

/** /privacy-policy: how the platform handles personal data. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your faith is personal, and so is your data. This policy explains what {site.name}{" "}
          collects, why, who we share it with and the choices you have, in line with the Digital
          Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
        </p>
      }
    >
      <LegalSection title="1. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your full name, e-mail address, password (stored only
            as a one-way hash) and the roles you choose.
          </li>
          <li>
            <strong>Booking details:</strong> the services you book, the date, time and address for
            home poojas, and the names and gotra you give for a sankalp.
          </li>
          <li>
            <strong>Payments:</strong> the amount and status of each payment. Card and UPI details
            are handled by our payment partners and never reach us.
          </li>
          <li>
            <strong>Usage:</strong> the pages and streams you open and technical data such as your
            device type, kept to run and improve the service.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="2. How we use it">
        <ul>
          <li>to create your account, keep you signed in and secure it;</li>
          <li>to arrange bookings, sessions, offerings and prasad delivery;</li>
          <li>to send confirmations, reminders for streams you follow and service messages;</li>
          <li>to answer your questions and grievances;</li>
          <li>to meet our legal obligations.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for third-party advertising.</p>
      </LegalSection>
      <LegalSection title="3. Who we share it with">
        <p>
          We share only what is needed: with the guru, pujari or temple you book (your name and
          booking details), with payment and delivery partners to complete your order, and with
          authorities when the law requires it.
        </p>
      </LegalSection>
      <LegalSection title="4. Storage, security and retention">
        <p>
          Your data is stored on secured servers, encrypted in transit, and accessible only to staff
          who need it. We keep account data while your account is open and booking records for as
          long as tax and accounting laws require; then we delete or anonymise them.
        </p>
      </LegalSection>
      <LegalSection title="5. Cookies and browser storage">
        <p>
          This website uses your browser's local storage only to keep you signed in. It uses no
          advertising cookies and loads nothing from other websites.
        </p>
      </LegalSection>
      <LegalSection title="6. Children">
        <p>
          {site.name} is not for children under 13, and we do not knowingly collect their data.
          Users under 18 may use the platform only under the guidance of a parent or guardian, whose
          consent we seek where the law requires it. If you believe a child under 13 has given us
          data, write to us and we will delete it.
        </p>
      </LegalSection>
      <LegalSection title="7. Your rights">
        <p>
          You may ask to see, correct or delete your personal data, withdraw a consent you gave, and
          nominate someone to act for you. Most details can be changed in the app; for anything
          else, write to the Grievance Officer below. Deleting your account does not affect refunds
          due to you, which are processed within 5 to 7 business days.
        </p>
      </LegalSection>
      <LegalSection title="8. Grievance Officer">
        <p>
          Questions or complaints about your data go to our Grievance Officer. We acknowledge every
          grievance within 24 hours and resolve it within 15 days.
        </p>
        <GrievanceContact />
      </LegalSection>
      <LegalSection title="9. Changes to this policy">
        <p>
          When this policy changes we update the date above and tell you in the app about
          significant changes. Your use of the platform is also governed by our{" "}
          <Link to={paths.termsOfService}>Terms of Use</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
