import { StepCard } from "@/components/dashboard-step-card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { templeComponentsMessages } from "./messages";

/** Shown beside sample content: the step that replaces it with the temple's own. */
export function TempleFirstStep({ hasTemple }: { hasTemple: boolean }) {
  const m = useMessages(templeComponentsMessages);
  const step = hasTemple
    ? { ...m.firstEvent, to: paths.templeEvents }
    : { ...m.setUpProfile, to: paths.templeProfile };
  return <StepCard title={step.title} text={step.text} to={step.to} action={step.title} />;
}
