import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ActsOn } from "@/components/acts-on";
import { paths } from "@/config/paths";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeSchedule } from "@/lib/pooja-schedule";
import { useTemplePoojas } from "../api/list-temple-poojas";
import { exploreMessages } from "../messages";

/** The poojas a temple performs on a devotee's behalf, each with its days, price and Book. */
export function TemplePoojas({ templeId }: { templeId: string }) {
  const m = useMessages(exploreMessages);
  const poojas = useTemplePoojas(templeId);
  return (
    <QueryContent
      query={poojas}
      loading={m.loadingPoojas}
      empty={<p className="text-muted-foreground">{m.noPoojas}</p>}
    >
      {(performed) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {performed.map((pooja) => (
            <li key={pooja.id}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h3" className="text-lg" translate="no">
                    {pooja.title}
                  </CardTitle>
                  <p className="text-sm">
                    {formatPaise(pooja.price_paise)} · {describeSchedule(pooja)}
                  </p>
                </CardHeader>
                {pooja.description ? (
                  <CardContent>
                    <p className="text-sm" data-user-content>
                      {pooja.description}
                    </p>
                  </CardContent>
                ) : null}
                <CardFooter>
                  <Button asChild>
                    <Link to={paths.bookOffering.href(pooja.id)}>
                      {m.book}
                      <ActsOn name={pooja.title} />
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}
