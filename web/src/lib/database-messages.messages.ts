import { defineMessages } from "@/lib/i18n/define-messages";

/**
 * The sentences the database writes (its refusals and their hints). The database speaks English,
 * so English shows them as written; another language looks them up in its dictionary, keyed by
 * the English, and gets null for one it does not know.
 */
export const databaseMessages = defineMessages("database-messages", {
  say: (sentence: string): string | null => sentence,
});
