import type { Messages } from "./define-messages";

/** Each `messages.hi.ts(x)` (or `<name>.messages.hi.ts(x)`) of the app, gathered into the one chunk that Hindi loads. */
const modules = import.meta.glob<{ default: { namespace: string; hi: Messages } }>(
  ["/src/**/*messages.hi.ts", "/src/**/*messages.hi.tsx"],
  { eager: true },
);

export const HINDI_CATALOG: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.values(modules).map(({ default: translation }) => [translation.namespace, translation.hi]),
);
