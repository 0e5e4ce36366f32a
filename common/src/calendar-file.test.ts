import { describe, expect, it } from "vitest";
import { calendarFileName, createCalendarFile } from "./calendar-file.ts";

const event = {
  uid: "live-1@bhakti-setu",
  title: "Aarti; Bhajan, and Katha\\Q&A",
  description: "Line one\nLine two",
  location: "12, MG Road, Pune",
  startsAt: new Date("2026-11-24T12:30:00Z"),
  endsAt: new Date("2026-11-24T13:15:00Z"),
};

describe("createCalendarFile", () => {
  const file = createCalendarFile(event, new Date("2026-11-23T21:00:05.123Z"));

  it("writes one VEVENT with UTC times, CRLF line ends and the required properties", () => {
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(file).toContain("\r\nUID:live-1@bhakti-setu\r\n");
    expect(file).toContain("\r\nDTSTAMP:20261123T210005Z\r\n");
    expect(file).toContain("\r\nDTSTART:20261124T123000Z\r\nDTEND:20261124T131500Z\r\n");
  });

  it("escapes semicolons, commas, backslashes and line breaks in text", () => {
    expect(file).toContain("\r\nSUMMARY:Aarti\\; Bhajan\\, and Katha\\\\Q&A\r\n");
    expect(file).toContain("\r\nDESCRIPTION:Line one\\nLine two\r\n");
    expect(file).toContain("\r\nLOCATION:12\\, MG Road\\, Pune\r\n");
  });

  it("folds lines past 75 octets without splitting a character", () => {
    const long = createCalendarFile({ ...event, title: "ॐ नमः शिवाय ".repeat(12) }, event.startsAt);
    const lines = long.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const summary = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    expect(lines[summary + 1]!.startsWith(" ")).toBe(true);
    const unfolded = long.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${"ॐ नमः शिवाय ".repeat(12)}\r\n`);
  });

  it("leaves out the optional properties it is not given", () => {
    const bare = createCalendarFile(
      { ...event, description: "", location: undefined },
      event.startsAt,
    );
    expect(bare).not.toMatch(/DESCRIPTION|LOCATION|URL:/);
  });
});

describe("calendarFileName", () => {
  it("keeps letters of any script and digits, and never answers an empty name", () => {
    expect(calendarFileName("Rudrabhishek: 12 Dec")).toBe("Rudrabhishek-12-Dec.ics");
    expect(calendarFileName("गृह प्रवेश")).toBe("गृह-प्रवेश.ics");
    expect(calendarFileName("!!!")).toBe("event.ics");
  });
});
