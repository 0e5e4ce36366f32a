import { useEffect, useRef } from "react";
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
import { useAuth } from "@/lib/auth/auth-context";
import { type AppRole, dashboardPathFor } from "@/lib/auth/roles";
import { useSingleSubmit } from "@/lib/use-single-submit";

/**
 * The role switcher's menu (Radix DropdownMenu), its own chunk: it takes the place of the
 * switcher's plain button once loaded, open when that button was pressed meanwhile and
 * focused when it had focus.
 */
export function RoleMenu({
  currentRole,
  heldRoles,
  labelOf,
  isInitiallyOpen,
  isInitiallyFocused,
}: {
  currentRole: AppRole;
  heldRoles: readonly AppRole[];
  labelOf: (role: AppRole) => string;
  isInitiallyOpen: boolean;
  isInitiallyFocused: boolean;
}) {
  const { switchRole } = useAuth();
  const navigate = useNavigate();
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(accountMessages);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus goes where the plain button left it (an open menu takes focus itself).
    if (isInitiallyFocused && !isInitiallyOpen) trigger.current?.focus();
  }, [isInitiallyFocused, isInitiallyOpen]);

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
    <DropdownMenu modal={false} defaultOpen={isInitiallyOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
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
