import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** Shown beside sample content: the step that replaces it with the temple's own. */
export function TempleFirstStep({ hasTemple }: { hasTemple: boolean }) {
  const step = hasTemple
    ? {
        title: "Create your first event",
        text: "The events and programs below are examples. Create an event and a seva program, and devotees find them on Explore.",
        to: paths.templeEvents,
      }
    : {
        title: "Set up the temple profile",
        text: "The figures below are an example. Enter the temple's name, deity, address and timings and submit it for verification; then add events and seva programs.",
        to: paths.templeProfile,
      };
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">{step.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p>{step.text}</p>
        <Button asChild>
          <Link to={step.to}>{step.title}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
