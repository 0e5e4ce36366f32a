// /spiritual-dashboard: gurus' and pujaris' dashboard (SPEC §2); its own chunk.
import { guardedScreen } from "@/features/auth";
import { SpiritualDashboard } from "@/features/spiritual-dashboard";
import { VerificationStatusCard } from "@/features/verification";
import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).spiritual);

export default guardedScreen(
  ["guru", "pujari"],
  <SpiritualDashboard
    verificationStatus={(provider) => (
      <VerificationStatusCard kind="provider" subject={provider} profileHref={paths.profile} />
    )}
  />,
);
