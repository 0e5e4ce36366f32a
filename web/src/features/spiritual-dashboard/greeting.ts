import { messagesOf } from "@/lib/i18n/locale-store";
import { spiritualMessages } from "./messages";

/** The spiritual dashboard heading (SPEC §2): a title by role, then the full name or "Ji". */

export function titleForRole(role: string | null | undefined): string {
  const { titles } = messagesOf(spiritualMessages);
  if (role === "guru") return titles.guru;
  if (role === "pujari") return titles.pujari;
  return titles.other;
}

/** "Namaste, Guru": what comes before the name. */
export function salutationFor(role: string | null | undefined): string {
  return messagesOf(spiritualMessages).namaste(titleForRole(role));
}

/** Titles a name may already start with, in either script: the greeting then adds none. */
const TITLES = new Set([
  "guru",
  "gurudev",
  "pandit",
  "pt",
  "acharya",
  "swami",
  "sant",
  "mahant",
  "shri",
  "sri",
  "गुरु",
  "गुरुदेव",
  "पंडित",
  "पं",
  "आचार्य",
  "स्वामी",
  "संत",
  "महंत",
  "श्री",
]);

function startsWithTitle(name: string): boolean {
  const first = name
    .split(/\s+/)[0]!
    .replace(/[.।]+$/, "")
    .toLowerCase();
  return TITLES.has(first);
}

export function greetingFor(role: string | null | undefined, fullName: string | null | undefined) {
  const m = messagesOf(spiritualMessages);
  const name = fullName?.trim();
  if (!name) return `${salutationFor(role)} ${m.ji}`;
  // "Pandit Raghav Sharma" is greeted as he calls himself, not "Pandit Pandit Raghav Sharma".
  if (startsWithTitle(name)) return `${m.namaste(name)}${m.afterName}`;
  return `${salutationFor(role)} ${name}${m.afterName}`;
}
