import { formatIstTime, indiaDateOf } from "./format";
import { formatIstDay, indiaInstant } from "./ist-calendar";

/**
 * Another language's words for the sentences the database writes, keyed by the English as the
 * migrations raise it; `%` stands for a value, handed in order to the entry's function. A function
 * returns null for a value it has no words for, so the screen falls back to its own sentence.
 */
export type DatabaseDictionary = Readonly<
  Record<string, string | ((...values: string[]) => string | null)>
>;

interface Template {
  pattern: RegExp;
  say: (...values: string[]) => string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A lookup of `dictionary`: an English sentence in, its translation out, or null when the
 * dictionary does not know it. Exact sentences first, then templates, the most literal first,
 * so "This payment is already %" wins over "This payment is %".
 */
export function lookUpIn(dictionary: DatabaseDictionary): (english: string) => string | null {
  const templates: Template[] = Object.entries(dictionary)
    .filter((entry): entry is [string, Template["say"]] => typeof entry[1] === "function")
    .sort(([a], [b]) => b.replaceAll("%", "").length - a.replaceAll("%", "").length)
    .map(([key, say]) => ({
      pattern: new RegExp(`^${key.split("%").map(escapeRegExp).join("(.+?)")}$`),
      say,
    }));
  return (english) => {
    const exact = dictionary[english];
    if (typeof exact === "string") return exact;
    for (const { pattern, say } of templates) {
      const values = pattern.exec(english);
      if (values) return say(...values.slice(1));
    }
    return null;
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * When a limit lifts, from the database's "14 Dec, 06:30 PM" (`to_char(…, 'DD Mon, HH12:MI AM')`
 * in India time, no year) to the current language's "Tomorrow, 6:30 pm IST". The year is this one
 * in India, or the next when that date has gone (a limit of 31 Dec that lifts on 1 Jan); null when
 * the text is not such a time.
 */
export function sayIstLimitTime(text: string, now: Date): string | null {
  const parts = /^(\d{2}) ([A-Z][a-z]{2}), (\d{2}):(\d{2}) ([AP]M)$/.exec(text);
  if (!parts) return null;
  const [, day, monthName, hour12, minute, half] = parts;
  const month = MONTHS.indexOf(monthName ?? "") + 1;
  const hour = (Number(hour12) % 12) + (half === "PM" ? 12 : 0);
  if (month === 0 || Number(hour12) > 12) return null;
  const today = indiaDateOf(now);
  const monthDay = `${String(month).padStart(2, "0")}-${day}`;
  const thisYear = Number(today.slice(0, 4));
  const date = `${thisYear + (`${thisYear}-${monthDay}` < today ? 1 : 0)}-${monthDay}`;
  const instant = indiaInstant(date, `${String(hour).padStart(2, "0")}:${minute}`);
  if (Number.isNaN(instant.getTime())) return null;
  const iso = instant.toISOString();
  return `${formatIstDay(iso, now)}, ${formatIstTime(iso)}`;
}
