import { Badge } from "@/components/ui/badge";

/** Marks a seeded sample row: shown so the page is not empty, but not a real listing. */
export function ExampleBadge() {
  return <Badge variant="muted">Example</Badge>;
}
