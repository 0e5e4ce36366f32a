import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "../auth-context";
import { DEFAULT_ROLE } from "../role-options";
import { type AppRole, dashboardPathFor } from "../roles";
import { RoleRadioGroup } from "./role-radio-group";
import { useSingleSubmit } from "./use-submit";

/**
 * SPEC §2 Choose Your Role: adds the chosen role as primary (or, when the user holds it already,
 * makes it primary), then opens its dashboard.
 */
export function RolePicker() {
  const { addRole, switchRole, roles } = useAuth();
  const navigate = useNavigate();
  const [role, setRole] = useState<AppRole>(DEFAULT_ROLE);
  const { isPending, run } = useSingleSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      try {
        // A role already held is not assigned again: it becomes the one in use.
        const isHeld = roles.some((held) => held.role === role);
        const { error } = isHeld ? await switchRole(role) : await addRole(role, true);
        if (error) {
          toast({
            variant: "destructive",
            title: "Role Assignment Error",
            description: "Failed to assign role. Please try again.",
          });
          return;
        }
        toast(
          isHeld
            ? { title: "Role Switched", description: `You are now using your ${role} role.` }
            : { title: "Role Assigned!", description: `You have been assigned the ${role} role.` },
        );
        await navigate(dashboardPathFor(role), { replace: true });
      } catch {
        toast({
          variant: "destructive",
          title: "Role Assignment Error",
          description: "An unexpected error occurred.",
        });
      }
    });
  }

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center gap-6 p-6 outline-none"
    >
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold text-secondary">Choose Your Role</h1>
        <p className="text-muted-foreground">
          Tell us how you will use Bhakti Setu. You can add another role later.
        </p>
      </div>
      <form onSubmit={submit} className="grid gap-6">
        <RoleRadioGroup
          name="role"
          legend="I am joining as"
          value={role}
          onChange={setRole}
          disabled={isPending}
          showDescriptions
        />
        <Button type="submit" size="lg" disabled={isPending} aria-busy={isPending}>
          {isPending ? "Assigning Role..." : "Continue"}
        </Button>
      </form>
    </main>
  );
}
