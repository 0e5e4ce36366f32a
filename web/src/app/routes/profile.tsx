// /profile: a guru's or pujari's public profile and its verification; its own chunk.
import { guardedScreen } from "@/features/auth";
import { ReceivedReviews } from "@/features/reviews";
import { ProfilePage } from "@/features/spiritual-dashboard/profile/profile-page";
import { TwoFactorSettings } from "@/features/two-factor";
import { VerificationPanel } from "@/features/verification";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).profile);

export default guardedScreen(
  ["guru", "pujari"],
  <ProfilePage
    verificationPanel={(provider, userId) => (
      <VerificationPanel kind="provider" subject={provider} userId={userId} />
    )}
    receivedReviews={(providerId) => (
      <ReceivedReviews host={{ kind: "provider", id: providerId }} />
    )}
    twoFactorSettings={<TwoFactorSettings />}
  />,
);
