import type * as React from "react";

import type { MyTemple } from "../api/get-my-temple";
import { TempleGate } from "./temple-gate";
import { TempleShell } from "./temple-shell";

/** A temple admin page about the admin's temple: the shell, and the page once the temple has loaded. */
export function TemplePage({
  heading,
  children,
}: {
  heading: React.ReactNode;
  children: (temple: MyTemple) => React.ReactNode;
}) {
  return (
    <TempleShell heading={heading}>
      <TempleGate>{children}</TempleGate>
    </TempleShell>
  );
}
