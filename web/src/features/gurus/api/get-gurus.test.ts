import { describe, expect, it } from "vitest";
import { GURUS } from "@/content/gurus";
import { toGuru, type GuruRow } from "./get-gurus";

const MADHAV: GuruRow = {
  slug: "acharya-madhav-das",
  display_name: "Acharya Madhav Das",
  specialisations: ["Bhagavad Gita", "Vedanta"],
  rating: 4.9,
  follower_count: 12450,
  photo_path: "/images/gurus/acharya-madhav-das.svg",
  photo_alt: "Portrait illustration of Acharya Madhav Das",
  bio: GURUS[0]!.description,
};

describe("toGuru", () => {
  it("maps a seeded provider to the card the specification shows", () => {
    expect(toGuru(MADHAV)).toEqual(GURUS[0]);
  });

  it("keeps a new guru's missing rating and photo as null, and serves an uploaded photo", () => {
    expect(toGuru({ ...MADHAV, rating: null, photo_path: null })).toMatchObject({
      rating: null,
      image: null,
    });
    expect(toGuru({ ...MADHAV, photo_path: "u1/me.webp", photo_alt: null }).image).toEqual({
      src: `${window.location.origin}/storage/v1/object/public/avatars/u1/me.webp`,
      alt: "Portrait of Acharya Madhav Das",
    });
  });
});
