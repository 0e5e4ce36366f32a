import { Badge } from "@/components/ui/badge";
import { useMessages } from "@/lib/i18n/use-messages";
import { exploreMessages } from "../messages";

/** Marks a seeded sample row: shown so the page is not empty, but not a real listing. */
export function ExampleBadge() {
  return <Badge variant="muted">{useMessages(exploreMessages).example}</Badge>;
}
