import { publicPaths } from "@/config/public-paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { LegalClosing, PlainSections } from "./legal-closing";
import { Items, LegalDocument, LegalSection } from "./legal-document";
import { termsOfUseMessages } from "./terms-of-use.messages";

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
}

/** /terms-of-service: the Terms of Use of the platform. */
export function TermsOfUse() {
  const m = useMessages(termsOfUseMessages);
  return (
    <LegalDocument title={m.title} intro={<p>{m.intro}</p>}>
      <LegalSection title={m.about.t}>
        <Paragraphs texts={m.about.p} />
      </LegalSection>
      <LegalSection title={m.accounts.t}>
        <Items texts={m.accounts.items} />
      </LegalSection>
      <LegalSection title={m.payments.t}>
        <Paragraphs texts={m.payments.p} />
      </LegalSection>
      <LegalSection title={m.refunds.t}>
        <Items texts={m.refunds.items} />
      </LegalSection>
      <LegalSection title={m.streams.t}>
        <p>{m.streams.p}</p>
      </LegalSection>
      <LegalSection title={m.conduct.t}>
        <p>{m.conduct.p}</p>
        <Items texts={m.conduct.items} />
      </LegalSection>
      <PlainSections sections={[m.liability, m.property, m.law]} />
      <LegalClosing
        grievance={m.grievance}
        changes={m.changes}
        other={{ to: publicPaths.privacyPolicy, label: m.changes.privacy }}
      />
    </LegalDocument>
  );
}
