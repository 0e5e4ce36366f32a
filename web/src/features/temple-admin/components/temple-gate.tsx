import type * as React from "react";
import { Link } from "react-router";

import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";

import { type MyTemple, useMyTemple } from "../api/get-my-temple";
import { templeComponentsMessages } from "./messages";

/**
 * Renders a temple page once the admin's temple has loaded; before the temple's profile exists,
 * the one step that comes first.
 */
export function TempleGate({ children }: { children: (temple: MyTemple) => React.ReactNode }) {
  const temple = useMyTemple();
  const m = useMessages(templeComponentsMessages);
  return (
    <QueryContent query={temple} loading={m.loadingTemple}>
      {(mine) => (mine ? children(mine) : <SetUpTempleFirst />)}
    </QueryContent>
  );
}

function SetUpTempleFirst() {
  const m = useMessages(templeComponentsMessages);
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">{m.setUpFirst}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p>{m.setUpFirstText}</p>
        <Button asChild>
          <Link to={paths.templeProfile}>{m.setUpProfile.title}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
