import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import type { MyCourse } from "../api/courses";
import { MyCourses } from "./my-courses";
import { readyQuery } from "@/testing/query-result";

const hooks = vi.hoisted(() => ({ useMyCourses: vi.fn() }));
vi.mock(import("../api/courses"), async (importOriginal) => ({
  ...(await importOriginal()),
  useMyCourses: hooks.useMyCourses,
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function enrolment(status: MyCourse["status"], courseStatus: "published" | "cancelled"): MyCourse {
  return {
    id: `e-${status}-${courseStatus}`,
    devotee_name: "",
    status,
    price_paise: 0,
    paid_at: null,
    created_at: inDays(-1),
    courses: {
      id: `c-${status}-${courseStatus}`,
      provider_id: "p1",
      title: `Course ${status} ${courseStatus}`,
      description: "",
      language: "Hindi",
      price_paise: 0,
      seat_limit: null,
      meeting_kind: "private_room",
      status: courseStatus,
      enrolled_count: 1,
      course_sessions: [{ id: "s1", starts_at: inDays(2), duration_minutes: 60 }],
      providers: { slug: "guru-ji", display_name: "Guru Ji" },
      course_meetings: status === "enrolled" ? { url: "https://meet.jit.si/BhaktiSetu-x" } : null,
    },
  };
}

describe("MyCourses", () => {
  it("says what to do when there is no course", () => {
    hooks.useMyCourses.mockReturnValue(readyQuery([]));
    renderWithQuery(<MyCourses userId="u1" />);
    expect(screen.getByText("You have not enrolled in a course yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Find a guru" })).toHaveAttribute("href", "/connect");
  });

  it("gives an enrolled course its next session and join link, and none to a cancelled one", () => {
    hooks.useMyCourses.mockReturnValue(
      readyQuery([enrolment("enrolled", "published"), enrolment("enrolled", "cancelled")]),
    );
    renderWithQuery(<MyCourses userId="u1" />);
    expect(screen.getByRole("link", { name: "Course enrolled published" })).toHaveAttribute(
      "href",
      "/connect/guru-ji/courses/c-enrolled-published",
    );
    expect(screen.getAllByRole("link", { name: "Join the session" })).toHaveLength(1);
    expect(screen.getByText(/^Cancelled/)).toBeVisible();
    expect(screen.getByText(/^Next session:/)).toBeVisible();
  });
});
