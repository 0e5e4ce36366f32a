import { Link, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import { useAuth } from "../auth-context";
import { type AppRole, dashboardPathFor, isAppRole } from "../roles";
import { roleMessages } from "../role.messages";
import { useSingleSubmit } from "./use-submit";

/**
 * For a user holding more than one role: shows the role in use and switches to another one
 * (it becomes primary, then its dashboard opens); "Add a role" leads to the role picker.
 */
export function RoleSwitcher({ currentRole }: { currentRole: AppRole | null }) {
  const { roles, switchRole } = useAuth();
  const navigate = useNavigate();
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(accountMessages);
  const roleWords = useMessages(roleMessages);
  const labelOf = (role: AppRole) => roleWords[role]?.label ?? role;
  const heldRoles = roles.map(({ role }) => role).filter(isAppRole);
  if (heldRoles.length < 2 || !currentRole) return null;

  const choose = (value: string) => {
    const role = heldRoles.find((held) => held === value);
    if (!role || role === currentRole) return;
    void run(async () => {
      const { error } = await switchRole(role);
      if (error) {
        toast({
          variant: "destructive",
          title: m.switchErrorTitle,
          description: m.switchErrorText,
        });
        return;
      }
      await navigate(dashboardPathFor(role));
    });
  };

  return (
    // Not modal: a menu leaves the page readable (no aria-hidden on it); Escape still returns focus.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={isPending}
          aria-busy={isPending}
          aria-label={m.switchRoleCurrent(labelOf(currentRole))}
        >
          {isPending ? m.switching : labelOf(currentRole)}
          <span aria-hidden="true">▾</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{m.switchRole}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currentRole} onValueChange={choose}>
          {heldRoles.map((role) => (
            <DropdownMenuRadioItem key={role} value={role}>
              {labelOf(role)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.roleAssignment}>{m.addRole}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
