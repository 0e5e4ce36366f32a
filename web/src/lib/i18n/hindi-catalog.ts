import type { Messages } from "./define-messages";

/** Each `messages.hi.ts` (or `<name>.messages.hi.ts`) of the app, gathered into the one chunk that Hindi loads. */
const modules = import.meta.glob<{ default: { namespace: string; hi: Messages } }>(
  "/src/**/*messages.hi.ts",
  { eager: true },
);

export const HINDI_CATALOG: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.values(modules).map(({ default: translation }) => [translation.namespace, translation.hi]),
);
