import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { loadExternalProviders } from "../api/load-external-providers";
import { signInWithGoogle } from "../api/sign-in-with-google";
import { safeNextPath } from "../auth-redirects";
import { FormError } from "./form-field";
import { googleSignInMessages } from "./google.messages";
import { useSingleSubmit } from "./use-submit";

/**
 * "Continue with Google", shown once the auth server's settings say Google is on (public pages
 * have no query client, so the one request is made here when the dialog opens). Back from
 * Google, the page lands on `next` (or home, which leads on to the dashboard or role assignment).
 */
export function GoogleSignIn({ nextPath }: { nextPath: string | null }) {
  const m = useMessages(googleSignInMessages);
  const [isEnabled, setEnabled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { isPending, run } = useSingleSubmit();

  useEffect(() => {
    let isCurrent = true;
    loadExternalProviders()
      .then((providers) => isCurrent && setEnabled(providers.google === true))
      // Without the settings the dialog simply offers e-mail and mobile sign-in.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!isEnabled) return null;

  const continueWithGoogle = () =>
    run(async () => {
      setError(null);
      try {
        const redirectTo = `${window.location.origin}${safeNextPath(nextPath) ?? "/"}`;
        const { error: failure } = await signInWithGoogle(redirectTo);
        if (failure) setError(m.failed);
      } catch {
        setError(m.failed);
      }
    });

  return (
    <div className="mt-4 grid gap-3">
      <Button type="button" variant="outline" disabled={isPending} onClick={continueWithGoogle}>
        {isPending ? m.openingGoogle : m.continueWithGoogle}
      </Button>
      <FormError message={error} />
      <p className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {m.or}
        <span className="h-px flex-1 bg-border" />
      </p>
    </div>
  );
}
