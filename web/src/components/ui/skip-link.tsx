import { useMessages } from "@/lib/i18n/use-messages";
import { uiMessages } from "./messages";

/** The id of each page's `<main>`, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = "main";

/** "Skip to content": the first focusable element of a frame, shown when it has focus. */
export function SkipLink() {
  const m = useMessages(uiMessages);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-card px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {m.skip}
    </a>
  );
}
