import { z } from "zod";

/** A 6-digit code as people type it: spaces (as some apps show "123 456") are allowed and dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "Type the 6 digits your app shows, like 123456."),
});

export type CodeValues = z.infer<typeof codeSchema>;

/** The code as the server reads it: six digits, no spaces. */
export function toCode(typed: string): string {
  return typed.replace(/\s+/g, "");
}
