import { invalidBodyError } from "../rest-errors.ts";

/** The parsed body for checks, and its original text for SQL (big numbers keep every digit). */
export function readJsonBody(text: string): { value: unknown; text: string } {
  const trimmed = text.trim();
  if (trimmed === "") throw invalidBodyError();
  try {
    return { value: JSON.parse(trimmed) as unknown, text: trimmed };
  } catch {
    throw invalidBodyError();
  }
}
