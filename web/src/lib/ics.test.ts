import { describe, expect, it } from "vitest";
import { createIcsFile } from "./ics";

const event = {
  uid: "booking-42@bhakti-setu",
  title: "Griha Pravesh; Puja, Havan\\Katha",
  description: "Bring flowers\nand fruit",
  location: "12, MG Road, Pune",
  startsAt: new Date("2026-12-01T04:30:00+05:30"),
  endsAt: new Date("2026-12-01T06:30:00+05:30"),
};
const octets = (text: string) => new TextEncoder().encode(text).length;

describe("createIcsFile", () => {
  const file = createIcsFile(event, new Date("2026-11-23T21:00:05.250Z"));

  it("has UID, DTSTAMP and the times in UTC, with CRLF line ends", () => {
    expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(file.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(file).toContain("\r\nUID:booking-42@bhakti-setu\r\n");
    expect(file).toContain("\r\nDTSTAMP:20261123T210005Z\r\n");
    expect(file).toContain("\r\nDTSTART:20261130T230000Z\r\nDTEND:20261201T010000Z\r\n");
  });

  it("escapes text values", () => {
    expect(file).toContain("\r\nSUMMARY:Griha Pravesh\\; Puja\\, Havan\\\\Katha\r\n");
    expect(file).toContain("\r\nDESCRIPTION:Bring flowers\\nand fruit\r\n");
    expect(file).toContain("\r\nLOCATION:12\\, MG Road\\, Pune\r\n");
  });

  it("folds long lines at 75 octets, never inside a character", () => {
    const title = "गृह प्रवेश पूजा ".repeat(10);
    const long = createIcsFile({ ...event, title }, event.startsAt);
    const lines = long.split("\r\n");
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(1);
    expect(long.replace(/\r\n /g, "")).toContain(`\r\nSUMMARY:${title}\r\n`);
  });
});
