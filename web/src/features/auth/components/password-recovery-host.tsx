import { lazy, Suspense, useSyncExternalStore } from "react";
import { useAuthStore } from "../auth-store-context";

const PasswordRecoveryDialog = lazy(() => import("./password-recovery-dialog"));
const notRecovering = () => false;

/** Asks for a new password when a recovery e-mail link signed the user in (PASSWORD_RECOVERY). */
export function PasswordRecoveryHost() {
  const store = useAuthStore();
  const isRecovering = useSyncExternalStore(
    store?.subscribe ?? (() => () => undefined),
    store ? () => store.getSnapshot().isPasswordRecovery : notRecovering,
    notRecovering,
  );
  if (!store || !isRecovering) return null;
  return (
    <Suspense fallback={null}>
      <PasswordRecoveryDialog store={store} />
    </Suspense>
  );
}
