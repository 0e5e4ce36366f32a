import { Badge } from "@/components/ui/badge";
import { useMessages } from "@/lib/i18n/use-messages";
import { templeComponentsMessages } from "./messages";

/** Marks sample content shown before the temple has its own: visible, and said to screen readers. */
export function ExampleLabel() {
  return <Badge variant="muted">{useMessages(templeComponentsMessages).example}</Badge>;
}
