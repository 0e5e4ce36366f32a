import { lazy, type ReactNode, Suspense } from "react";
import { useIsSignedIn } from "@/lib/auth/use-is-signed-in";
import { NotFoundPage } from "@/features/not-found";
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
  if (!useIsSignedIn()) return <NotFoundPage />;
  return (
    <Suspense fallback={<NotFoundPage />}>
      <SignedInFrame>
        <NotFoundPage />
      </SignedInFrame>
    </Suspense>
  );
}
