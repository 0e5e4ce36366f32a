// /account/messages: where a signed-in person of any role hears from us (e-mail, SMS, WhatsApp)
// and about what; its own chunk.
import { guardedScreen } from "@/features/auth";
import { MessageSettingsPage } from "@/features/message-settings";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).accountMessages);

export default guardedScreen(null, <MessageSettingsPage />);
