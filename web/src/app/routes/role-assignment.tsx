// /role-assignment: Choose Your Role (SPEC §2); any signed-in user (guarded by the signed-in layout).
import { RolePicker } from "@/features/auth/role-assignment";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).role);

export default function Screen() {
  return <RolePicker />;
}
