import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { spiritualMessages } from "../messages";

/** Shown while the dashboard shows sample figures: the step that makes them real. */
export function FirstStep({ hasProfile }: { hasProfile: boolean }) {
  const m = useMessages(spiritualMessages).firstStep;
  const title = hasProfile ? m.addService : m.completeProfile;
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p>
          {m.intro} {hasProfile ? m.addServiceStep : m.profileStep}
        </p>
        <Button asChild>
          <Link to={hasProfile ? paths.services : paths.profile}>{title}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
