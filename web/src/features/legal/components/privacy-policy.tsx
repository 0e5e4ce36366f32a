import { publicPaths } from "@/config/public-paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { LegalClosing, PlainSections } from "./legal-closing";
import { Items, LabelledItems, LegalDocument, LegalSection } from "./legal-document";
import { privacyPolicyMessages } from "./privacy-policy.messages";

/** /privacy-policy: how the platform handles personal data. */
export function PrivacyPolicy() {
  const m = useMessages(privacyPolicyMessages);
  return (
    <LegalDocument title={m.title} intro={<p>{m.intro}</p>}>
      <LegalSection title={m.collect.t}>
        <LabelledItems labels={m.collect.labels} texts={m.collect.texts} />
      </LegalSection>
      <LegalSection title={m.use.t}>
        <Items texts={m.use.items} />
        <p>{m.use.p}</p>
      </LegalSection>
      <PlainSections sections={[m.share, m.storage, m.cookies, m.children, m.rights]} />
      <LegalClosing
        grievance={m.grievance}
        changes={m.changes}
        other={{ to: publicPaths.termsOfService, label: m.changes.terms }}
      />
    </LegalDocument>
  );
}
