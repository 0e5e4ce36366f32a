import { Badge } from "@/components/ui/badge";

/** Marks sample content shown before the temple has its own: visible, and said to screen readers. */
export function ExampleLabel() {
  return <Badge variant="muted">Example</Badge>;
}
