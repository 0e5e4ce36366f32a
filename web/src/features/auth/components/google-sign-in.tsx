import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { loadExternalProviders } from "../api/load-external-providers";
import { signInWithGoogle } from "../api/sign-in-with-google";
import { safeNextPath } from "@/lib/auth/auth-redirects";
import {
  clearLeavingForGoogle,
  type GoogleReturnError,
  markLeavingForGoogle,
  tabStorage,
} from "../google-return";
import { FormError } from "./form-field";
import { googleSignInMessages } from "./google.messages";
import { useSingleSubmit } from "@/lib/use-single-submit";

/**
 * "Continue with Google", shown once the auth server's settings say Google is on (public pages
 * have no query client, so the one request is made here when the dialog opens). Back from
 * Google, the page lands on `next` (or home, which leads on to the dashboard or role assignment);
 * back with an error, the dialog opens again saying what happened (`returnedError`).
 */
export function GoogleSignIn({
  nextPath,
  returnedError,
}: {
  nextPath: string | null;
  returnedError: GoogleReturnError | null;
}) {
  const m = useMessages(googleSignInMessages);
  const errorId = useId();
  const [isEnabled, setEnabled] = useState(false);
  const [failure, setFailure] = useState<GoogleReturnError | "start" | null>(returnedError);
  const error =
    failure && { start: m.failed, cancelled: m.cancelled, failed: m.returnedFailed }[failure];
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

  // Without Google's button (settings not read), an error on the way back is still said.
  if (!isEnabled && !error) return null;

  const continueWithGoogle = () =>
    run(async () => {
      setFailure(null);
      const storage = tabStorage();
      markLeavingForGoogle(storage);
      try {
        const redirectTo = `${window.location.origin}${safeNextPath(nextPath) ?? "/"}`;
        const { error: startFailure } = await signInWithGoogle(redirectTo);
        if (startFailure) throw startFailure;
      } catch {
        clearLeavingForGoogle(storage);
        setFailure("start");
      }
    });

  return (
    <div className="mt-4 grid gap-3">
      {isEnabled && (
        <Button
          type="button"
          variant="outline"
          disabled={isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={continueWithGoogle}
        >
          {isPending ? m.openingGoogle : m.continueWithGoogle}
        </Button>
      )}
      {/* Stays in place as the button appears, so the message is announced once. */}
      <div id={errorId}>
        <FormError message={error} />
      </div>
      {isEnabled && (
        <p className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          {m.or}
          <span className="h-px flex-1 bg-border" />
        </p>
      )}
    </div>
  );
}
