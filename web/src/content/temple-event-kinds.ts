import { kindMessages } from "./kinds.messages";

/**
 * The kinds of temple event, as the specification's samples name them (English); screens show
 * `useMessages(kindMessages).templeEvent[kind]` in the reader's language.
 */
export const TEMPLE_EVENT_KIND_LABELS = kindMessages.en.templeEvent;

export type TempleEventKind = keyof typeof TEMPLE_EVENT_KIND_LABELS;
