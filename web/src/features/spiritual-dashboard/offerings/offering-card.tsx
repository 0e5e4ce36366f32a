import { OFFERING_KIND_LABELS } from "@/content/offering-kinds";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPaise } from "@/lib/format";
import { describeCancellation, OFFERING_MODES, type MyOffering } from "./offering-schema";

/** One offering with its price, rule and the Edit, Pause/Resume and Delete actions. */
export function OfferingCard({
  offering,
  onEdit,
  onToggleActive,
  onDelete,
}: {
  offering: MyOffering;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{OFFERING_KIND_LABELS[offering.kind]}</Badge>
          {!offering.active && <Badge variant="muted">Paused</Badge>}
        </div>
        <CardTitle as="h2" className="wrap-break-word">
          {offering.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="text-lg font-bold">{formatPaise(offering.price_paise)}</p>
        <p>
          {offering.duration_minutes} minutes · {OFFERING_MODES[offering.mode]}
        </p>
        {offering.description && <p className="wrap-break-word">{offering.description}</p>}
        {offering.samagri && (
          <p className="wrap-break-word whitespace-pre-line">Samagri: {offering.samagri}</p>
        )}
        <p className="text-muted-foreground">
          {describeCancellation(offering.free_cancel_hours, offering.kept_percent)}
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          aria-label={`Edit ${offering.title}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-label={`${offering.active ? "Pause" : "Resume"} ${offering.title}`}
          onClick={onToggleActive}
        >
          {offering.active ? "Pause" : "Resume"}
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-label={`Delete ${offering.title}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}
