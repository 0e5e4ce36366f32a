import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatPaise } from "@/lib/format";
import { describeSchedule } from "@/lib/pooja-schedule";
import { useTemplePoojas } from "../api/list-temple-poojas";

/** The poojas a temple performs on a devotee's behalf, each with its days, price and Book. */
export function TemplePoojas({ templeId }: { templeId: string }) {
  const poojas = useTemplePoojas(templeId);
  if (poojas.isPending) return <Spinner label="Loading poojas" />;
  if (poojas.isError)
    return <LoadError error={poojas.error} onRetry={() => void poojas.refetch()} />;
  if (poojas.data.length === 0) {
    return (
      <p className="text-muted-foreground">The temple has not published poojas to book yet.</p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {poojas.data.map((pooja) => (
        <li key={pooja.id}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle as="h3" className="text-lg">
                {pooja.title}
              </CardTitle>
              <p className="text-sm">
                {formatPaise(pooja.price_paise)} · {describeSchedule(pooja)}
              </p>
            </CardHeader>
            {pooja.description ? (
              <CardContent>
                <p className="text-sm">{pooja.description}</p>
              </CardContent>
            ) : null}
            <CardFooter>
              <Button asChild>
                <Link to={paths.bookOffering.href(pooja.id)}>
                  Book<span className="sr-only"> {pooja.title}</span>
                </Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
