import { describe, expect, it } from "vitest";
import {
  formatPhoneRupees,
  renderBookingPhoneTexts,
  renderReceiptPhoneTexts,
  renderRefundPhoneTexts,
  renderVerificationPhoneTexts,
} from "./phone-texts.ts";

const link = "https://bhaktisetu.example/bookings/3f1c2a9e-7d7b-4b8e-9a55-0c1d2e3f4a5b";
const startsAt = new Date("2026-12-02T04:30:00Z"); // 10:00 IST

describe("phone texts", () => {
  it("name the booking, its time in IST and its link, in English and Hindi", () => {
    const texts = renderBookingPhoneTexts(
      { status: "requested", title: "Satyanarayan Katha", starts_at: startsAt },
      link,
    );
    expect(texts.en).toBe(
      `Bhakti Setu: new booking request for Satyanarayan Katha, 2 Dec, 10:00 am IST. Confirm or decline: ${link}`,
    );
    expect(texts.hi).toMatch(
      /^भक्ति सेतु: Satyanarayan Katha, 2 दिस॰, 10:00 am IST के लिए नया बुकिंग अनुरोध।/,
    );
    expect(texts.hi.endsWith(link)).toBe(true);
  });

  it("stay short for every booking step, even with a long title", () => {
    const title = "Maha Mrityunjaya Jaap with Rudrabhishek and Havan for the whole family, at home";
    for (const status of [
      "requested",
      "confirmed",
      "declined",
      "cancelled",
      "completed",
      "expired",
    ]) {
      const texts = renderBookingPhoneTexts({ status, title, starts_at: startsAt }, link);
      expect(texts.en.length).toBeLessThanOrEqual(300);
      expect(texts.hi.length).toBeLessThanOrEqual(300);
    }
  });

  it("say where a confirmed session happens, before the booking's link", () => {
    const room = "https://meet.jit.si/BhaktiSetu-" + "a".repeat(64);
    const texts = renderBookingPhoneTexts(
      { status: "confirmed", title: "Rudrabhishek", starts_at: startsAt },
      link,
      (locale) => (locale === "hi" ? `यहाँ जुड़ें: ${room}` : `Join here: ${room}`),
    );
    expect(texts.en).toBe(
      `Bhakti Setu: your booking of Rudrabhishek, 2 Dec, 10:00 am IST is confirmed. Join here: ${room} ${link}`,
    );
    expect(texts.hi).toContain(`यहाँ जुड़ें: ${room} ${link}`);
    expect(texts.en.length).toBeLessThanOrEqual(300);
  });

  it("write rupees with Indian grouping", () => {
    expect(formatPhoneRupees(110_000)).toBe("₹1,100");
    expect(formatPhoneRupees(10_000_050)).toBe("₹1,00,000.5");
    expect(
      renderRefundPhoneTexts({ title: "Gita Consultation", refund_paise: 55_000 }, link).hi,
    ).toBe(`भक्ति सेतु: Gita Consultation के लिए ₹550 आपको लौटा दिए गए हैं। ${link}`);
    expect(
      renderReceiptPhoneTexts(
        {
          amount_paise: 50_100,
          temple_name: "Shri Kashi Vishwanath",
          receipt_number: "KV/2026-27/0042",
        },
        "https://bhaktisetu.example/pray",
      ).en,
    ).toBe(
      "Bhakti Setu: thank you for your donation of ₹501 to Shri Kashi Vishwanath. Receipt KV/2026-27/0042: https://bhaktisetu.example/pray",
    );
  });

  it("tell a verification decision without its reason (the link shows it)", () => {
    const texts = renderVerificationPhoneTexts(
      { subject_name: "Acharya Madhav Das", step: "rejected" },
      "https://bhaktisetu.example/profile",
    );
    expect(texts.en).toBe(
      "Bhakti Setu: Acharya Madhav Das was not approved; see why. https://bhaktisetu.example/profile",
    );
    expect(texts.hi).toBe(
      "भक्ति सेतु: Acharya Madhav Das का सत्यापन स्वीकार नहीं हुआ; कारण देखें। https://bhaktisetu.example/profile",
    );
  });
});
