import { describe, expect, it } from "vitest";
import { MAX_PHONE_TEXT, resolvePhoneText } from "./deliver-to-person.ts";

const delivery = (en: string) => ({
  userId: "u",
  topic: "bookings" as const,
  kind: "booking_confirmed" as const,
  phoneText: { en, hi: "हिंदी" },
  dedupeKey: "k",
});

describe("resolvePhoneText", () => {
  it("keeps a short text as it is, in the person's language", () => {
    expect(resolvePhoneText(delivery("Short. https://x.example/b/1"), "en")).toBe(
      "Short. https://x.example/b/1",
    );
    expect(resolvePhoneText(delivery("Short."), "hi")).toBe("हिंदी");
  });

  it("cuts a long text to one long SMS but keeps its link whole", () => {
    const link = "https://bhaktisetu.example/bookings/3f1c2a9e-7d7b-4b8e-9a55-0c1d2e3f4a5b";
    const text = resolvePhoneText(delivery(`${"Namaste ".repeat(60)}${link}`), "en");
    expect(text).toHaveLength(MAX_PHONE_TEXT);
    expect(text.endsWith(`… ${link}`)).toBe(true);
  });
});
