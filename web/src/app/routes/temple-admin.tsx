// /temple-admin: the temple administrator's dashboard (SPEC §2); its own chunk.
import { guardedScreen } from "@/features/auth";
import { TempleAdminDashboard } from "@/features/temple-admin";
import { VerificationStatusCard } from "@/features/verification";
import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).templeAdmin);

export default guardedScreen(
  ["temple_admin"],
  <TempleAdminDashboard
    verificationStatus={(temple) => (
      <VerificationStatusCard kind="temple" subject={temple} profileHref={paths.templeProfile} />
    )}
  />,
);
