import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A dashboard card naming the one step to take next: what it is, why, and the link that takes it. */
export function StepCard({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p>{text}</p>
        <Button asChild>
          <Link to={to}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
