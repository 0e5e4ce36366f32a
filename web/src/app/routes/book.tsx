// /book: what a devotee can book and whom they booked before; its own chunk, devotees only.
import { RequireRole } from "@/features/auth";
import { useAuth } from "@/lib/auth/auth-context";
import { BookPage } from "@/features/bookings";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).book);

export default function Screen() {
  const { user } = useAuth();
  return (
    <RequireRole roles={["devotee"]}>{user ? <BookPage devoteeId={user.id} /> : null}</RequireRole>
  );
}
