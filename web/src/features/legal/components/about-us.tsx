import { site } from "@/content/site";
import { useMessages } from "@/lib/i18n/use-messages";
import { aboutUsMessages } from "./about-us.messages";
import { GrievanceContact } from "./grievance-contact";
import { Items, LabelledItems, LegalDocument, LegalSection } from "./legal-document";

/** /about-us: who we are. The mobile app opens it with `?source=app` (no back link then). */
export function AboutUs() {
  const m = useMessages(aboutUsMessages);
  return (
    <LegalDocument title={m.title} intro={<p>{m.intro}</p>}>
      <LegalSection title={m.why.t}>
        <p>{m.why.p}</p>
      </LegalSection>
      <LegalSection title={m.offer.t}>
        <LabelledItems labels={m.offer.labels} texts={m.offer.texts} />
        <p>{m.offer.p}</p>
      </LegalSection>
      <LegalSection title={m.trust.t}>
        <p>{m.trust.p}</p>
      </LegalSection>
      <LegalSection title={m.promise.t}>
        <Items texts={m.promise.items} />
      </LegalSection>
      <LegalSection title={m.reach.t}>
        <p>
          {m.reach.p(
            <a key="email" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>,
            <a key="phone" href={`tel:${site.supportPhone.replace(/\s/g, "")}`}>
              {site.supportPhone}
            </a>,
            <a key="chat" href={site.supportChatUrl} target="_blank" rel="noopener noreferrer">
              {m.reach.chat}
            </a>,
            <a
              key="register"
              href={site.registrationFormUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {m.reach.register}
            </a>,
          )}
        </p>
      </LegalSection>
      <LegalSection title={m.grievance}>
        <GrievanceContact />
      </LegalSection>
    </LegalDocument>
  );
}
