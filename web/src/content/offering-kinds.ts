import { kindMessages } from "./kinds.messages";

/**
 * What a provider or temple offers, as the offering_kind enum names it, with the English words
 * people read; screens show `useMessages(kindMessages).offering[kind]` in the reader's language.
 */
export const OFFERING_KIND_LABELS = kindMessages.en.offering;

export type OfferingKind = keyof typeof OFFERING_KIND_LABELS;
