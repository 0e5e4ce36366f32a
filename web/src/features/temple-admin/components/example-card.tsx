import type * as React from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMessages } from "@/lib/i18n/use-messages";

import { ExampleLabel } from "./example-label";
import { templeComponentsMessages } from "./messages";

/** A dashboard card that may show the sample: its h2 title, marked as an example when it is one. */
export function ExampleCard({
  title,
  isExample,
  children,
}: {
  title: React.ReactNode;
  isExample: boolean;
  children: React.ReactNode;
}) {
  const m = useMessages(templeComponentsMessages);
  return (
    <Card>
      <CardHeader className="gap-2">
        <CardTitle as="h2">
          {title}
          {isExample && <span className="sr-only">{m.exampleNote}</span>}
        </CardTitle>
        {isExample && <ExampleLabel />}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
