import { useEffect } from "react";
import { getLocale, onLocaleChosen, setLocale } from "@/lib/i18n/locale-store";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getSupabase } from "@/lib/supabase";
import { useAuth } from "./auth-context";

/**
 * Keeps a signed-in person's language in their profile (`user_metadata.locale`, which the
 * server's e-mails follow) and on screen in step: a language saved in the profile applies on
 * every device they sign in on; a language picked while signed in is saved; a profile without
 * one takes the language they are reading now.
 */
export function useProfileLocale(): void {
  const { user } = useAuth();
  const userId = user?.id;
  const saved: unknown = user?.user_metadata.locale;
  useEffect(() => {
    if (!userId) return;
    if (!isLocale(saved)) void saveLocale(getLocale());
    else if (saved !== getLocale()) setLocale(saved).catch(() => undefined);
    return onLocaleChosen((locale) => void saveLocale(locale));
  }, [userId, saved]);
}

/** Best effort: the device remembers the choice even when this fails; the next choice retries. */
async function saveLocale(locale: Locale): Promise<void> {
  try {
    const client = await getSupabase();
    await client.auth.updateUser({ data: { locale } });
  } catch {
    // Offline, or the session ended meanwhile.
  }
}
