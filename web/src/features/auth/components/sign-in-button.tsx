import { useSearchParams } from "react-router";
import { Button, type ButtonProps } from "@/components/ui/button";
import { AUTH_PARAM } from "../auth-url";
import { loadAuthDialog } from "./auth-dialog-host";

/** The public header's Sign In button: opens the sign-in dialog (kept in the URL). */
export function SignInButton(props: Omit<ButtonProps, "asChild" | "children" | "onClick">) {
  const [, setSearch] = useSearchParams();
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
