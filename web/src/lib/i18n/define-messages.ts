import type { ReactNode } from "react";

/** A message: plain text, a function of its values, or a group of messages. */
export type MessageValue =
  | string
  | readonly string[]
  | ((...values: never[]) => string | ReactNode)
  | { readonly [key: string]: MessageValue };

export type Messages = { readonly [key: string]: MessageValue };

/**
 * The same messages in another language: every key, the same functions' signatures, the same
 * lengths of lists; only the text differs. A missing or extra key is a type error.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends (...values: infer A) => infer R
        ? (...values: A) => R
        : Translation<T[K]>;
};

/** A feature's messages: English beside its code, other languages in their own chunk. */
export type MessageBook<T extends Messages = Messages, N extends string = string> = {
  readonly namespace: N;
  readonly en: T;
};

/**
 * Declares a namespace's English messages. Its Hindi lives beside it in `messages.hi.ts`,
 * declared with `translate()`, and loads only when Hindi is chosen.
 */
export function defineMessages<N extends string, T extends Messages>(
  namespace: N,
  en: T,
): MessageBook<T, N> {
  return { namespace, en };
}

/**
 * Declares a namespace's Hindi: `translate<typeof bookMessages>("book", { … })`, with the book
 * imported as a type only, so Hindi's chunk holds no English. The type checker holds it to the
 * book's namespace and keys.
 */
export function translate<B extends MessageBook>(
  namespace: B["namespace"],
  hi: Translation<B["en"]>,
): { readonly namespace: string; readonly hi: Translation<B["en"]> } {
  return { namespace, hi };
}
