import { describeCancellationPolicy } from "@bhakti-setu/common/cancellation-policy.ts";
import { useId } from "react";
import { kindMessages } from "@/content/kinds.messages";
import { OfferingMeetingEditor } from "@/components/offering-meeting-editor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { offeringsMessages } from "./messages";
import type { MyOffering } from "./offering-schema";

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
  const m = useMessages(offeringsMessages);
  const kinds = useMessages(kindMessages).offering;
  // Each button is named by its words and the offering's title ("Edit Havan"), the title read
  // from the heading so it stays as written.
  const id = useId();
  const named = (action: string) => ({ "aria-labelledby": `${id}-${action} ${id}-title` });
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{kinds[offering.kind]}</Badge>
          {!offering.active && <Badge variant="muted">{m.card.pausedBadge}</Badge>}
        </div>
        <CardTitle as="h2" id={`${id}-title`} className="wrap-break-word" translate="no">
          {offering.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="text-lg font-bold">{formatPaise(offering.price_paise)}</p>
        <p>
          {m.card.minutes(offering.duration_minutes)} · {m.modes[offering.mode]}
        </p>
        {offering.description && (
          <p className="wrap-break-word" data-user-content>
            {offering.description}
          </p>
        )}
        {offering.samagri && (
          <p className="wrap-break-word whitespace-pre-line">
            {m.card.samagri} <span data-user-content>{offering.samagri}</span>
          </p>
        )}
        <p className="text-muted-foreground">
          {describeCancellationPolicy(offering, m.cancellationPolicy)}
        </p>
        <OfferingMeetingEditor
          offeringId={offering.id}
          mode={offering.mode}
          meetingKind={offering.meeting_kind}
          listKey={["my-offerings"]}
        />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onEdit} {...named("edit")}>
          <span id={`${id}-edit`}>{m.card.edit}</span>
        </Button>
        <Button type="button" variant="outline" onClick={onToggleActive} {...named("toggle")}>
          <span id={`${id}-toggle`}>{offering.active ? m.card.pause : m.card.resume}</span>
        </Button>
        <Button type="button" variant="ghost" onClick={onDelete} {...named("delete")}>
          <span id={`${id}-delete`}>{m.delete}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}
