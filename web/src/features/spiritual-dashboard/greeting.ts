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

export function greetingFor(role: string | null | undefined, fullName: string | null | undefined) {
  const m = messagesOf(spiritualMessages);
  const name = fullName?.trim();
  return name ? `${salutationFor(role)} ${name}${m.afterName}` : `${salutationFor(role)} ${m.ji}`;
}
