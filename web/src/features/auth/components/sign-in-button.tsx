import { useSearchParams } from "react-router";
import { Button, type ButtonProps } from "@/components/ui/button";
import { AUTH_PARAM } from "@/lib/auth/auth-dialog-params";
import { useMessages } from "@/lib/i18n/use-messages";
import { useAuthStore } from "../auth-store-context";
import { authMessages } from "../messages";
import { loadAuthDialog } from "./auth-dialog-host";

type SignInButtonProps = Omit<ButtonProps, "asChild" | "children" | "onClick">;

/**
 * The public header's Sign In button (a signed-in visitor gets their own navigation instead):
 * opens the sign-in dialog (kept in the URL). When the pointer or focus reaches it, the dialog's
 * code and the auth library start downloading, so a slow network has a head start.
 */
export function SignInButton(props: SignInButtonProps) {
  const store = useAuthStore();
  const [, setSearch] = useSearchParams();
  const m = useMessages(authMessages);
  const preload = () => {
    void loadAuthDialog();
    store?.start().catch(() => undefined);
  };
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
      {m.signIn}
    </Button>
  );
}
