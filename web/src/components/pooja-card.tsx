import type { ReactNode } from "react";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPaise } from "@/lib/format";
import { describeSchedule } from "@/lib/pooja-schedule";

/** A temple pooja's card: its title, price and days, and description, with what the screen showing it adds. */
export function PoojaCard({
  pooja,
  badge,
  details,
  actions,
  headerClassName,
  titleClassName = "text-lg",
  footerClassName,
}: {
  pooja: Parameters<typeof describeSchedule>[0] & {
    title: string;
    price_paise: number;
    description: string | null;
  };
  /** Above the title: the pooja's state. */
  badge?: ReactNode;
  /** Under the price and days. */
  details?: ReactNode;
  actions: ReactNode;
  headerClassName?: string;
  titleClassName?: string;
  footerClassName?: string;
}) {
  return (
    <Card className="h-full">
      <CardHeader className={headerClassName}>
        {badge}
        <CardTitle as="h3" className={titleClassName} translate="no">
          {pooja.title}
        </CardTitle>
        <p className="text-sm">
          {formatPaise(pooja.price_paise)} · {describeSchedule(pooja)}
        </p>
        {details}
      </CardHeader>
      {pooja.description ? (
        <CardContent>
          <p className="text-sm" data-user-content>
            {pooja.description}
          </p>
        </CardContent>
      ) : null}
      <CardFooter className={footerClassName}>{actions}</CardFooter>
    </Card>
  );
}
