import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { devoteeDashboardMessages } from "../messages";

/**
 * What a dashboard card shows before the devotee has anything of their own: `note` after an
 * Example badge, the sample rows (`children`) as a list named `label`, then a link to a first step.
 */
export function ExampleList({
  note,
  label,
  next,
  children,
}: {
  note: string;
  label: string;
  next: { to: string; label: string };
  children: ReactNode;
}) {
  const m = useMessages(devoteeDashboardMessages);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <Badge variant="outline">{m.example}</Badge> {note}
      </p>
      <ul aria-label={label} className="divide-y divide-border">
        {children}
      </ul>
      <Link to={next.to} className={buttonVariants({ className: "justify-self-start" })}>
        {next.label}
      </Link>
    </div>
  );
}
