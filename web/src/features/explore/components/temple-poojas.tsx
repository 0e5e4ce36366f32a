import { Link } from "react-router";
import { PoojaCard } from "@/components/pooja-card";
import { RecordList } from "@/components/record-list";
import { Button } from "@/components/ui/button";
import { ActsOn } from "@/components/acts-on";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { useTemplePoojas } from "../api/list-temple-poojas";
import { exploreMessages } from "../messages";

/** The poojas a temple performs on a devotee's behalf, each with its days, price and Book. */
export function TemplePoojas({ templeId }: { templeId: string }) {
  const m = useMessages(exploreMessages);
  const poojas = useTemplePoojas(templeId);
  return (
    <RecordList
      query={poojas}
      loading={m.loadingPoojas}
      empty={<p className="text-muted-foreground">{m.noPoojas}</p>}
      className="grid gap-4 sm:grid-cols-2"
    >
      {(pooja) => (
        <PoojaCard
          pooja={pooja}
          actions={
            <Button asChild>
              <Link to={paths.bookOffering.href(pooja.id)}>
                {m.book}
                <ActsOn name={pooja.title} />
              </Link>
            </Button>
          }
        />
      )}
    </RecordList>
  );
}
