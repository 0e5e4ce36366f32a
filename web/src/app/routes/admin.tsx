// /admin: the platform administrators' area (verification, reports, audit log); its own chunk.
import { AdminPage } from "@/features/admin/components/admin-page";
import { guardedScreen } from "@/features/auth";
import { TwoFactorSettings } from "@/features/two-factor";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).admin);

export default guardedScreen(null, <AdminPage twoFactorSettings={<TwoFactorSettings />} />);
