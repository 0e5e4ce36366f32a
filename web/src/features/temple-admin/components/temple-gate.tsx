import type * as React from "react";
import { Link } from "react-router";

import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";

import { type MyTemple, useMyTemple } from "../api/get-my-temple";

/**
 * Renders a temple page once the admin's temple has loaded; before the temple's profile exists,
 * the one step that comes first.
 */
export function TempleGate({ children }: { children: (temple: MyTemple) => React.ReactNode }) {
  const temple = useMyTemple();
  if (temple.isPending) return <Spinner label="Loading your temple" />;
  if (temple.isError) {
    return <LoadError error={temple.error} onRetry={() => void temple.refetch()} />;
  }
  if (!temple.data) return <SetUpTempleFirst />;
  return children(temple.data);
}

function SetUpTempleFirst() {
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">Set up your temple's profile first</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p>
          Events, poojas and seva programs belong to a temple. Enter its name, deity, address and
          timings, then submit it for verification.
        </p>
        <Button asChild>
          <Link to={paths.templeProfile}>Set up the temple profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
