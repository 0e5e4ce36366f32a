import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PageMain } from "@/components/page-main";
import { PagedResultsSection } from "@/components/paged-results-section";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/auth-context";
import { PaymentReturnNotice } from "@/components/payments/payment-return-notice";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSevaPrograms } from "../api/list-seva-programs";
import { prayMessages } from "../messages";
import { MyPledges } from "./my-pledges";
import { SevaProgramCard } from "./seva-program-card";

/** /pray: temples' seva programs to support with a pledge, and the devotee's own pledges. */
export function PrayPage() {
  const { user } = useAuth();
  const m = useMessages(prayMessages);
  // ?temple=<link>: a temple page's Donate, showing only that temple's programs.
  const templeSlug = useSearchParams()[0].get("temple") || undefined;
  const programs = useSevaPrograms(templeSlug);
  const rows = programs.data?.pages.flatMap((page) => page.programs) ?? [];
  return (
    <PageMain width="wide" spacing="loose">
      <PaymentReturnNotice />
      <PageHeader title={m.title} intro={m.intro} />
      <PagedResultsSection
        title={m.programs}
        titleClassName="text-xl font-semibold"
        className="space-y-4"
        lead={
          templeSlug ? (
            <p className="text-sm">
              {m.oneTemple}{" "}
              <Link className="text-primary underline" to={paths.pray}>
                {m.allTemples}
              </Link>
            </p>
          ) : null
        }
        query={programs}
        rows={rows}
        loading={m.loadingPrograms}
        moreLabel={m.morePrograms}
        empty={
          <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
            {m.noPrograms}
          </p>
        }
      >
        {(program) => (user ? <SevaProgramCard program={program} userId={user.id} /> : null)}
      </PagedResultsSection>
      <TitledSection
        title={m.myPledges}
        titleClassName="text-xl font-semibold"
        className="space-y-4"
      >
        {user ? <MyPledges userId={user.id} /> : null}
      </TitledSection>
    </PageMain>
  );
}
