import { useEffect, useState } from "react";
import { HYDRATING_ATTRIBUTE, replayEarlyClick } from "@/lib/early-click";
import { setLocale } from "@/lib/i18n/locale-store";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/locales";
import { useLocale, useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { setTextSize, useTextSize } from "@/lib/text-size";
import { useIsHydrated } from "@/lib/use-is-hydrated";
import { siteChromeMessages } from "./messages";

/** Each language's own name, shown in the switch in that language. */
const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

const controlClass =
  "inline-flex min-h-10 cursor-pointer items-center rounded-md px-2 text-sm font-semibold underline-offset-4 hover:underline";

interface ControlProps {
  className?: string;
  /** Pre-rendered and not yet hydrated: a click now is held for later (lib/early-click.ts). */
  hydrating?: boolean;
}

const hydratingMark = (hydrating?: boolean) => ({ [HYDRATING_ATTRIBUTE]: hydrating || undefined });

/** Switches between English and Hindi; it names the other language in that language. */
export function LanguageSwitcher({ className, hydrating }: ControlProps) {
  const locale = useLocale();
  const other = locale === "en" ? "hi" : "en";
  const [switching, setSwitching] = useState(false);
  return (
    <button
      type="button"
      lang={LOCALE_TAGS[other]}
      {...hydratingMark(hydrating)}
      aria-busy={switching}
      disabled={switching}
      className={cn(controlClass, "disabled:opacity-60", className)}
      onClick={() => {
        setSwitching(true);
        // A failed download (offline) leaves the page as it was; the button can be pressed again.
        setLocale(other, { chosen: true })
          .catch(() => undefined)
          .finally(() => setSwitching(false));
      }}
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}

/** Turns large text on and off on this device (a toggle button: pressed when large). */
export function TextSizeToggle({ className, hydrating }: ControlProps) {
  const m = useMessages(siteChromeMessages);
  const large = useTextSize() === "large";
  return (
    <button
      type="button"
      aria-pressed={large}
      {...hydratingMark(hydrating)}
      className={cn(controlClass, className)}
      onClick={() => setTextSize(large ? "normal" : "large")}
    >
      {m.largeText}
    </button>
  );
}

/**
 * One of the two controls, by name: the chunk's default export for the lazy footer and header.
 * React hydrates it after the rest of the page, when this chunk arrives; a click held until then
 * is replayed once it answers.
 */
export default function DisplayControl({
  control,
  className,
}: {
  control: "language" | "text-size";
  className?: string;
}) {
  const hydrated = useIsHydrated();
  useEffect(() => {
    if (hydrated) replayEarlyClick();
  }, [hydrated]);
  const Control = control === "language" ? LanguageSwitcher : TextSizeToggle;
  return <Control className={className} hydrating={!hydrated} />;
}
