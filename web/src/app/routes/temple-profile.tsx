// /temple-admin/profile: the temple's public profile; its own chunk.
import { guardedScreen } from "@/features/auth";
import { TempleProfilePage } from "@/features/temple-admin/profile/temple-profile-page";
import { TwoFactorSettings } from "@/features/two-factor";
import { VerificationPanel } from "@/features/verification";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).templeProfile);

export default guardedScreen(
  ["temple_admin"],
  <TempleProfilePage
    verificationPanel={(temple, userId) => (
      <VerificationPanel kind="temple" subject={temple} userId={userId} />
    )}
    twoFactorSettings={<TwoFactorSettings />}
  />,
);
