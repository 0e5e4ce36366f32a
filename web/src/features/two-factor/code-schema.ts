import { z } from "zod";
import { messagesOf } from "@/lib/i18n/locale-store";
import { twoFactorMessages } from "./messages";

/** A 6-digit code as people type it: spaces (as some apps show "123 456") are allowed and dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, { error: () => messagesOf(twoFactorMessages).codeFormat }),
});

export type CodeValues = z.infer<typeof codeSchema>;

/** The code as the server reads it: six digits, no spaces. */
export function toCode(typed: string): string {
  return typed.replace(/\s+/g, "");
}
