import { lazy, Suspense } from "react";
import { useIsSignedIn } from "@/features/auth/public";
import { NotFoundPage } from "@/features/not-found";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).notFound);

// A signed-in visitor gets their own frame (navigation, Sign Out); anonymous visits never fetch it.
const SignedInFrame = lazy(() =>
  import("@/features/auth/signed-in-chrome").then((module) => ({ default: module.SignedInFrame })),
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
