import { StepCard } from "@/components/dashboard-step-card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { spiritualMessages } from "../messages";

/** Shown while the dashboard shows sample figures: the step that makes them real. */
export function FirstStep({ hasProfile }: { hasProfile: boolean }) {
  const m = useMessages(spiritualMessages).firstStep;
  const title = hasProfile ? m.addService : m.completeProfile;
  return (
    <StepCard
      title={title}
      text={`${m.intro} ${hasProfile ? m.addServiceStep : m.profileStep}`}
      to={hasProfile ? paths.services : paths.profile}
      action={title}
    />
  );
}
