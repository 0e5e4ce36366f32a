import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import { useAuth } from "@/lib/auth/auth-context";
import { type AppRole, isAppRole } from "@/lib/auth/roles";
import { roleMessages } from "../role.messages";
import { useLoadAfterPaint } from "./use-load-after-paint";

// The menu (Radix, with its toasts) loads after the frame has painted, or when the button is
// pointed at, focused or pressed; the button shows and answers at once.
const loadRoleMenu = () => import("./role-menu");
const RoleMenu = lazy(() => loadRoleMenu().then((module) => ({ default: module.RoleMenu })));

/**
 * For a user holding more than one role: shows the role in use and switches to another one
 * (it becomes primary, then its dashboard opens); "Add a role" leads to the role picker.
 */
export function RoleSwitcher({ currentRole }: { currentRole: AppRole | null }) {
  const { roles } = useAuth();
  const m = useMessages(accountMessages);
  const roleWords = useMessages(roleMessages);
  const labelOf = (role: AppRole) => roleWords[role]?.label ?? role;
  const heldRoles = roles.map(({ role }) => role).filter(isAppRole);
  const hasMenu = heldRoles.length >= 2 && currentRole !== null;
  const [isMenuLoaded, loadMenu] = useLoadAfterPaint(hasMenu);
  const [isOpenWanted, setOpenWanted] = useState(false);
  const [isFocused, setFocused] = useState(false);
  if (!hasMenu) return null;

  const open = () => {
    setOpenWanted(true);
    loadMenu();
  };
  return (
    <Suspense>
      {isMenuLoaded ? (
        <RoleMenu
          currentRole={currentRole}
          heldRoles={heldRoles}
          labelOf={labelOf}
          isInitiallyOpen={isOpenWanted}
          isInitiallyFocused={isFocused}
        />
      ) : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-busy={isOpenWanted}
          aria-label={m.switchRoleCurrent(labelOf(currentRole))}
          // Hovering only fetches the code: the swap waits for a press, focus or idle time.
          onPointerEnter={() => void loadRoleMenu()}
          onFocus={() => {
            setFocused(true);
            loadMenu();
          }}
          onBlur={() => setFocused(false)}
          // As Radix's trigger does: press (not click) and Enter, Space or ArrowDown open the menu;
          // a click alone (a screen reader's) opens it too.
          onPointerDown={(event) => {
            if (event.button === 0 && !event.ctrlKey) open();
          }}
          onClick={open}
          onKeyDown={(event) => {
            if (["Enter", " ", "ArrowDown"].includes(event.key)) open();
          }}
        >
          {labelOf(currentRole)}
          <span aria-hidden="true">▾</span>
        </Button>
      )}
    </Suspense>
  );
}
