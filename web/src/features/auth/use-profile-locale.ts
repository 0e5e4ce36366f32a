import { useEffect } from "react";
import { LOCALE_STORAGE_KEY } from "@/lib/device-preferences";
import { getLocale, onLocaleChosen, setLocale } from "@/lib/i18n/locale-store";
import type { Locale } from "@/lib/i18n/locales";
import { getSupabase } from "@/lib/supabase";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * Keeps a signed-in person's language in their profile (`user_metadata.locale`, which the
 * server's e-mails follow) and on screen in step: a language chosen on this device (before or
 * after signing in) is saved to the profile; on a device where none was chosen, the profile's
 * language applies.
 */
export function useProfileLocale(): void {
  const { user } = useAuth();
  const userId = user?.id;
  const saved: unknown = user?.user_metadata.locale;
  useEffect(() => {
    if (!userId) return;
    const chosenHere = chosenLocale();
    if (chosenHere !== null && chosenHere !== saved) void saveLocale(chosenHere);
    else if (chosenHere === null && isLocale(saved) && saved !== getLocale()) {
      setLocale(saved).catch(() => undefined);
    }
    return onLocaleChosen((locale) => void saveLocale(locale));
  }, [userId, saved]);
}

/** The language chosen on this device, if one was. */
function chosenLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
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

function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}
