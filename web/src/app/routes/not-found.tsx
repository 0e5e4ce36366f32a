import { lazy, type ReactNode, Suspense } from "react";
import { NotFoundPage } from "@/features/not-found";
import { useAuth } from "@/lib/auth/auth-context";
import { dashboardPathFor } from "@/lib/auth/roles";
import { useIsSignedIn } from "@/lib/auth/use-is-signed-in";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).notFound);

// A signed-in visitor gets their own frame (navigation, Sign Out) behind the two-factor gate;
// anonymous visits never fetch either.
const SignedInFrame = lazy(() =>
  Promise.all([
    import("@/features/auth/signed-in-chrome"),
    import("@/features/two-factor/gate"),
  ]).then(([chrome, twoFactor]) => ({
    default: ({ children }: { children: ReactNode }) => (
      <chrome.SignedInFrame gate={twoFactor.TwoFactorGate}>{children}</chrome.SignedInFrame>
    ),
  })),
);

export default function NotFoundRoute() {
  const { primaryRole } = useAuth();
  if (!useIsSignedIn()) return <NotFoundPage />;
  // Their dashboard and Back: the mobile-app wording is for anonymous visitors only.
  const page = <NotFoundPage dashboard={primaryRole ? dashboardPathFor(primaryRole) : "/"} />;
  return (
    <Suspense fallback={page}>
      <SignedInFrame>{page}</SignedInFrame>
    </Suspense>
  );
}
