import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { templeComponentsMessages } from "./messages";

/** Shown beside sample content: the step that replaces it with the temple's own. */
export function TempleFirstStep({ hasTemple }: { hasTemple: boolean }) {
  const m = useMessages(templeComponentsMessages);
  const step = hasTemple
    ? { ...m.firstEvent, to: paths.templeEvents }
    : { ...m.setUpProfile, to: paths.templeProfile };
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
