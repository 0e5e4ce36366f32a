import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { templeComponentsMessages } from "./messages";

/** A card naming the one step to take next: what it is, why, and the link that takes it. */
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

/** Shown beside sample content: the step that replaces it with the temple's own. */
export function TempleFirstStep({ hasTemple }: { hasTemple: boolean }) {
  const m = useMessages(templeComponentsMessages);
  const step = hasTemple
    ? { ...m.firstEvent, to: paths.templeEvents }
    : { ...m.setUpProfile, to: paths.templeProfile };
  return <StepCard title={step.title} text={step.text} to={step.to} action={step.title} />;
}
