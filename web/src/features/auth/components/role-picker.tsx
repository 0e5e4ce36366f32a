import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { MainContent } from "@/components/page-main";
import { toast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import { useAuth } from "@/lib/auth/auth-context";
import { DEFAULT_ROLE } from "../role-options";
import { type AppRole, dashboardPathFor } from "@/lib/auth/roles";
import { roleMessages } from "../role.messages";
import { RoleRadioGroup } from "./role-radio-group";
import { useSingleSubmit } from "@/lib/use-single-submit";

/**
 * SPEC §2 Choose Your Role: adds the chosen role as primary (or, when the user holds it already,
 * makes it primary), then opens its dashboard.
 */
export function RolePicker() {
  const { addRole, switchRole, roles } = useAuth();
  const navigate = useNavigate();
  const [role, setRole] = useState<AppRole>(DEFAULT_ROLE);
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(accountMessages);
  const roleWords = useMessages(roleMessages);

  const failed = (description: string) =>
    toast({ variant: "destructive", title: m.assignErrorTitle, description });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      try {
        // A role already held is not assigned again: it becomes the one in use.
        const isHeld = roles.some((held) => held.role === role);
        const { error } = isHeld ? await switchRole(role) : await addRole(role, true);
        if (error) {
          failed(m.assignErrorText);
          return;
        }
        const label = roleWords[role].label;
        toast(
          isHeld
            ? { title: m.switchedTitle, description: m.switchedText(role, label) }
            : { title: m.assignedTitle, description: m.assignedText(role, label) },
        );
        await navigate(dashboardPathFor(role), { replace: true });
      } catch {
        failed(m.unexpected);
      }
    });
  }

  return (
    <MainContent className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center gap-6 p-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold text-secondary">{m.chooseTitle}</h1>
        <p className="text-muted-foreground">{m.chooseIntro}</p>
      </div>
      <form onSubmit={submit} className="grid gap-6">
        <RoleRadioGroup
          name="role"
          legend={m.joiningAs}
          value={role}
          onChange={setRole}
          disabled={isPending}
          showDescriptions
        />
        <Button type="submit" size="lg" disabled={isPending} aria-busy={isPending}>
          {isPending ? m.assigning : m.continue}
        </Button>
      </form>
    </MainContent>
  );
}
