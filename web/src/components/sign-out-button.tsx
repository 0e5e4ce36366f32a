import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";
import { useAuth } from "@/lib/auth/auth-context";
import { useSingleSubmit } from "@/lib/use-single-submit";

/** Ends the session on the server, clears the pending role and returns to `/`. */
export function SignOutButton({ className }: { className?: string } = {}) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(componentMessages);
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={isPending}
      aria-busy={isPending}
      onClick={() =>
        void run(async () => {
          await signOut();
          await navigate("/", { replace: true });
        })
      }
    >
      {isPending ? m.signingOut : m.signOut}
    </Button>
  );
}
