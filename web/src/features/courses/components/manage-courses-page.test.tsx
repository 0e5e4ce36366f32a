import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import type { ManagedCourse } from "../api/courses";
import { type CoursesFrame, ManageCoursesPage } from "./manage-courses-page";
import { readyQuery } from "@/testing/query-result";

// The guru's /courses from its data hook: empty, a course with its enrolments, the new-course
// form's own checks, and asking before a cancellation. Creating and cancelling against the
// database: server/src/platform/courses.test.ts and e2e/specs/courses.spec.ts.
const hooks = vi.hoisted(() => ({ useManagedCourses: vi.fn() }));
vi.mock(import("../api/courses"), async (importOriginal) => ({
  ...(await importOriginal()),
  useManagedCourses: hooks.useManagedCourses,
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const frame: CoursesFrame = ({ heading, actions, children }) => (
  <main>
    <h1>{heading}</h1>
    {actions}
    {children as ReactNode}
  </main>
);
const page = () => renderWithQuery(<ManageCoursesPage userId="u1" frame={frame} />);

const course: ManagedCourse = {
  id: "c1",
  provider_id: "p1",
  title: "Gita evenings",
  description: "",
  language: "Hindi",
  price_paise: 50_100,
  seat_limit: null,
  meeting_kind: "private_room",
  status: "published",
  enrolled_count: 1,
  course_sessions: [
    { id: "s1", starts_at: inDays(-1), duration_minutes: 60 },
    { id: "s2", starts_at: inDays(3), duration_minutes: 90 },
  ],
  course_enrolments: [
    {
      id: "e1",
      devotee_name: "Sita Devi",
      status: "enrolled",
      price_paise: 50_100,
      paid_at: inDays(-2),
      created_at: inDays(-2),
    },
    {
      id: "e2",
      devotee_name: "Old",
      status: "cancelled",
      price_paise: 50_100,
      paid_at: null,
      created_at: inDays(-3),
    },
  ],
  course_meetings: { url: "https://meet.jit.si/BhaktiSetu-abc" },
};

describe("ManageCoursesPage", () => {
  it("says it is loading, then asks for a profile first", () => {
    hooks.useManagedCourses.mockReturnValue({ ...readyQuery(undefined), isPending: true });
    const { unmount } = page();
    expect(screen.getByRole("status")).toHaveTextContent("Loading courses");
    unmount();
    hooks.useManagedCourses.mockReturnValue(readyQuery(null));
    page();
    expect(screen.getByText(/Create your guru or pujari profile first/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "New course" })).not.toBeInTheDocument();
  });

  it("names the first step when there is no course, and checks the form before sending", async () => {
    hooks.useManagedCourses.mockReturnValue(readyQuery({ providerId: "p1", courses: [] }));
    page();
    expect(screen.getByText("No courses yet")).toBeVisible();
    await userEvent.click(screen.getAllByRole("button", { name: "New course" })[0]!);
    await userEvent.click(screen.getByRole("button", { name: "Add a session" }));
    expect(screen.getByLabelText("Session 2: starts (IST)")).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: /My own video link/ }));
    await userEvent.click(screen.getByRole("button", { name: "Create course" }));
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("Give the course a title");
    expect(screen.getByLabelText("Your video link")).toHaveAccessibleDescription(
      "Paste your video link",
    );
    expect(screen.getByLabelText("Session 1: starts (IST)")).toHaveAccessibleDescription(
      "Give each session a start time",
    );
  });

  it("shows a course's sessions, link and enrolments, and asks before cancelling it", async () => {
    hooks.useManagedCourses.mockReturnValue(readyQuery({ providerId: "p1", courses: [course] }));
    page();
    expect(screen.getByRole("heading", { level: 2, name: "Gita evenings" })).toBeVisible();
    expect(screen.getByText("Started")).toBeVisible();
    expect(screen.getByRole("button", { name: "Change session 2" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Change session 1" })).not.toBeInTheDocument();
    expect(screen.getByText("1 devotee enrolled")).toBeVisible();
    expect(screen.getByText("Sita Devi")).toBeVisible();
    expect(screen.queryByText("Old")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "https://meet.jit.si/BhaktiSetu-abc" })).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Change session 2" }));
    expect(screen.getByLabelText("Session 2: minutes")).toHaveValue(90);

    await userEvent.click(screen.getByRole("button", { name: "Cancel course" }));
    expect(screen.getByRole("dialog", { name: "Cancel Gita evenings?" })).toHaveTextContent(
      /refunded in full/,
    );
  });
});
