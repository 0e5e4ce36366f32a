import { lazy, type ReactNode, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { findVerifiedFactor, needsSecondFactor } from "@/lib/auth/assurance";
import { twoFactorMessages } from "../messages";

// Only a session that owes its code downloads the screen.
const SignInCodeScreen = lazy(() =>
  import("./sign-in-code-screen").then((module) => ({ default: module.SignInCodeScreen })),
);

/** How the person signed up: their e-mail, or their mobile number for a phone account. */
function accountOf(user: { email?: string; phone?: string } | undefined): string {
  return user?.email || (user?.phone ? `+${user.phone}` : "");
}

/**
 * Shows `children` unless the user has two-factor sign-in on and this session has only passed the
 * password (aal1): then the code screen instead, until the code is right. It reads the session
 * the auth state already holds, so a page reload is covered and no request is made to decide.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const m = useMessages(twoFactorMessages);
  const factor = needsSecondFactor(session) ? findVerifiedFactor(session?.user.factors) : null;
  if (!factor) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" label={m.loadingAccount} />}>
      <SignInCodeScreen factorId={factor.id} account={accountOf(session?.user)} />
    </Suspense>
  );
}
