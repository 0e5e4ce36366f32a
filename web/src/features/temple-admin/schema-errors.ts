import type { MessageBook, Messages } from "@/lib/i18n/define-messages";
import { messagesOf } from "@/lib/i18n/locale-store";

type ErrorBook = Messages & {
  readonly errors: Messages & { readonly under?: (max: number) => string };
};

/**
 * A form schema's zod error options from a catalogue's `errors`: `say(key)` for a fixed message,
 * `under(max)` for a length limit. The words are read when a value is checked, so they follow the
 * current language.
 */
export function schemaErrorsOf<T extends ErrorBook>(book: MessageBook<T>) {
  type Errors = T["errors"];
  type Said = { [K in keyof Errors]: Errors[K] extends string ? K : never }[keyof Errors];
  return {
    say: (key: Said) => ({ error: () => messagesOf(book).errors[key] as string }),
    under: (max: number) => ({ error: () => messagesOf(book).errors.under?.(max) }),
  };
}
