import { Link, useSearchParams } from "react-router";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useAuth } from "../auth-context";
import { AUTH_PARAM } from "../auth-url";
import { dashboardPathFor } from "../roles";
import { loadAuthDialog } from "./auth-dialog-host";

type SignInButtonProps = Omit<ButtonProps, "asChild" | "children" | "onClick">;

/**
 * The public header's Sign In button: opens the sign-in dialog (kept in the URL). A visitor who
 * is already signed in gets a link to their dashboard instead.
 */
export function SignInButton(props: SignInButtonProps) {
  const { isLoading, user, primaryRole } = useAuth();
  const [, setSearch] = useSearchParams();
  if (!isLoading && user) {
    const { variant, size, className } = props;
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={primaryRole ? dashboardPathFor(primaryRole) : "/role-assignment"}>
          My Dashboard
        </Link>
      </Button>
    );
  }
  const preload = () => void loadAuthDialog();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() =>
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            params.set(AUTH_PARAM, "sign-in");
            return params;
          },
          { preventScrollReset: true },
        )
      }
      {...props}
    >
      Sign In
    </Button>
  );
}
