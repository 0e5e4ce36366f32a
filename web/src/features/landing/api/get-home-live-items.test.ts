import { describe, expect, it } from "vitest";
import { LIVE_ITEMS } from "@/content/live-items";
import { formatDuration, toLiveItem, type HomeLiveRow } from "./get-home-live-items";

const SOMNATH: HomeLiveRow = {
  id: "somnath",
  title: "Maha Shivaratri Rudrabhishek",
  kind: "prayer",
  status: "scheduled",
  duration_minutes: 120,
  venue: "Online",
  presenter_name: "Somnath Trust Pujaris",
  viewer_count: 18200,
  is_sample: true,
  thumbnail_path: "/images/live/prayer-session.svg",
  thumbnail_alt: "A Shivling with a diya",
  temples: { name: "Shree Somnath Jyotirlinga", location: "Prabhas Patan, Gujarat" },
  providers: null,
};

describe("toLiveItem", () => {
  it("maps a seeded row to the specification's UPCOMING card", () => {
    expect(toLiveItem(SOMNATH)).toEqual({ ...LIVE_ITEMS[3], id: "somnath" });
  });

  it("shows a guru's live session at its venue and city, without a known duration", () => {
    const item = toLiveItem({
      ...SOMNATH,
      status: "live",
      kind: "bhajan",
      duration_minutes: null,
      presenter_name: null,
      thumbnail_path: null,
      temples: null,
      providers: { display_name: "Pt. Test", city: "Pune" },
    });
    expect(item).toMatchObject({
      isLive: true,
      temple: "Online",
      location: "Pune",
      guide: "Pt. Test",
      duration: "",
      type: "Bhajan Session",
      thumbnail: { src: "/images/live/bhajan-session.svg" },
    });
  });
});

describe("formatDuration", () => {
  it("prints minutes as the home cards do", () => {
    expect([50, 75, 60, 120].map(formatDuration)).toEqual([
      "50 min",
      "1 hr 15 min",
      "1 hr",
      "2 hr",
    ]);
  });
});
