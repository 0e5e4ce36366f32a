import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { publicPaths } from "@/config/public-paths";
import { site } from "@/content/site";
import { dateTimeFormat } from "@/lib/i18n/formatter";
import { useMessages } from "@/lib/i18n/use-messages";
import { useIsHydrated } from "@/lib/use-is-hydrated";
import { legalMessages } from "../messages";

const longDate: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** "1 November 2025" in the current language ("1 नवंबर 2025"); as written if it cannot be read. */
function formatLastUpdated(date: string): string {
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : dateTimeFormat(longDate).format(instant);
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the static text pages: a back link (hidden when the mobile app opens the page
 * with `?source=app`), the title, the last-updated date and the sections.
 */
export function LegalDocument({ title, intro, children }: LegalDocumentProps) {
  const m = useMessages(legalMessages);
  const [searchParams] = useSearchParams();
  // Before hydration the pre-paint script's `data-source-app` mark hides the link through CSS.
  const isFromApp = useIsHydrated() && searchParams.get("source") === "app";
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      {isFromApp ? null : (
        <Link
          to={publicPaths.home}
          className="inline-flex min-h-10 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline source-app:hidden"
        >
          <span aria-hidden="true">←</span> {m.backHome}
        </Link>
      )}
      <article className="mt-4">
        <h1 className="text-4xl font-extrabold text-secondary">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {m.lastUpdated(formatLastUpdated(site.legalLastUpdated))}
        </p>
        <div className="mt-6 text-lg">{intro}</div>
        <div className="mt-8 grid gap-8 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </article>
    </main>
  );
}

/** One numbered part of a document. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-2xl font-bold text-secondary">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list of sentences. */
export function Items({ texts }: { texts: readonly string[] }) {
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** A bulleted list whose items each lead with a label in bold (`labels[i]`, then `texts[i]`). */
export function LabelledItems({
  labels,
  texts,
}: {
  labels: readonly string[];
  texts: readonly string[];
}) {
  return (
    <ul>
      {labels.map((label, index) => (
        <li key={label}>
          <strong>{label}</strong>
          {texts[index]}
        </li>
      ))}
    </ul>
  );
}
