/**
 * An iCalendar (RFC 5545) file with one event: attached to reminder e-mails by the server and
 * downloaded from "Add to calendar" in the browser, so both write the same bytes. Written by hand:
 * the format we need is forty lines, and the `ics` package brings a schema validator along.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  startsAt: Date;
  endsAt: Date;
  url?: string;
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** 20261123T201500Z: date-times in UTC, as RFC 5545 section 3.3.5 form #2. */
function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and line breaks (section 3.3.11). */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on lines starting with a space, never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function createCalendarFile(event: CalendarEvent, stampedAt: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bhakti Setu//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(stampedAt)}`,
    `DTSTART:${formatUtc(event.startsAt)}`,
    `DTEND:${formatUtc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A file name for the event from its title: letters, digits and hyphens, never empty. */
export function calendarFileName(title: string): string {
  return `${title.replace(/[^\p{L}\p{M}\p{N}-]+/gu, "-").replace(/^-+|-+$/g, "") || "event"}.ics`;
}
