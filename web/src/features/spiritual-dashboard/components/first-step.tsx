import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** Shown while the dashboard shows sample figures: the step that makes them real. */
export function FirstStep({ hasProfile }: { hasProfile: boolean }) {
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">
          {hasProfile ? "Add your first service" : "Complete your profile"}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p>
          The figures below are an example. They become yours as devotees book you:{" "}
          {hasProfile
            ? "add a service with its price, then set the hours you are available."
            : "submit your profile for verification, then add your services."}
        </p>
        <Button asChild>
          <Link to={hasProfile ? paths.services : paths.profile}>
            {hasProfile ? "Add your first service" : "Complete your profile"}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
