import type * as React from "react";

import { StepCard } from "@/components/dashboard-step-card";
import { QueryContent } from "@/components/query-content";
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
    <StepCard
      title={m.setUpFirst}
      text={m.setUpFirstText}
      to={paths.templeProfile}
      action={m.setUpProfile.title}
    />
  );
}
