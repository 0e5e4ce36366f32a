import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import type { CourseView } from "../api/courses";
import { CoursePage } from "./course-page";
import { readyQuery } from "@/testing/query-result";

// The course page's states from its data hook; the enrolment itself is tested against the
// database in server/src/platform/courses.test.ts and end to end in e2e/specs/courses.spec.ts.
const hooks = vi.hoisted(() => ({ useCourse: vi.fn(), rpc: vi.fn() }));
vi.mock(import("../api/courses"), async (importOriginal) => ({
  ...(await importOriginal()),
  useCourse: hooks.useCourse,
}));
vi.mock("@/lib/supabase", () => ({
  getSupabase: () => Promise.resolve({ rpc: hooks.rpc }),
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function view(change: Partial<CourseView["course"]> = {}, rest: Partial<CourseView> = {}) {
  return {
    course: {
      id: "c1",
      provider_id: "p1",
      title: "Gita evenings",
      description: "Chapters 1 and 2",
      language: "Hindi",
      price_paise: 0,
      seat_limit: 10,
      meeting_kind: "private_room",
      status: "published",
      enrolled_count: 3,
      course_sessions: [
        { id: "s1", starts_at: inDays(2), duration_minutes: 60 },
        { id: "s2", starts_at: inDays(3), duration_minutes: 90 },
      ],
      providers: { slug: "guru-ji", display_name: "Guru Ji" },
      ...change,
    },
    enrolment: null,
    meetingUrl: null,
    ...rest,
  } satisfies CourseView;
}

const renderPayment = vi.fn(() => <button type="button">Pay ₹501</button>);
const page = () =>
  renderWithQuery(
    <CoursePage slug="guru-ji" courseId="c1" userId="u1" renderPayment={renderPayment} />,
  );

beforeEach(() => {
  hooks.rpc.mockReset();
});

describe("CoursePage", () => {
  it("says it is loading, then that a course it cannot read is not available", () => {
    hooks.useCourse.mockReturnValue({ ...readyQuery(undefined), isPending: true });
    const { unmount } = page();
    expect(screen.getByRole("status")).toHaveTextContent("Loading courses");
    unmount();
    hooks.useCourse.mockReturnValue(readyQuery(null));
    page();
    expect(
      screen.getByRole("heading", { level: 1, name: "This course is not available" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the profile" })).toHaveAttribute(
      "href",
      "/connect/guru-ji",
    );
  });

  it("shows the sessions, seats left and enrols a devotee in a free course", async () => {
    hooks.useCourse.mockReturnValue(readyQuery(view()));
    hooks.rpc.mockResolvedValue({ data: { id: "e1", status: "enrolled" }, error: null });
    page();
    expect(screen.getByRole("heading", { level: 1, name: "Gita evenings" })).toBeVisible();
    expect(screen.getByText("7 seats left")).toBeVisible();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Enrol for free" }));
    expect(hooks.rpc).toHaveBeenCalledWith("enrol_in_course", { course_id: "c1" });
  });

  it("says why an enrolment was refused, in the database's words", async () => {
    hooks.useCourse.mockReturnValue(readyQuery(view({ price_paise: 50_100 })));
    hooks.rpc.mockResolvedValue({
      data: null,
      error: { code: "PT409", message: "This course is full", details: '{"code":"course.full"}' },
    });
    page();
    await userEvent.click(screen.getByRole("button", { name: "Enrol and pay ₹501" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This course is full");
  });

  it("offers the payment of a pending enrolment, and the join link once enrolled", () => {
    const pending = {
      id: "e1",
      devotee_name: "",
      status: "pending" as const,
      price_paise: 50_100,
      paid_at: null,
      created_at: inDays(0),
    };
    hooks.useCourse.mockReturnValue(
      readyQuery(view({ price_paise: 50_100 }, { enrolment: pending })),
    );
    const { unmount } = page();
    expect(screen.getByRole("heading", { name: "Pay to hold your seat" })).toBeVisible();
    expect(renderPayment).toHaveBeenCalledWith("e1", 50_100);
    unmount();
    hooks.useCourse.mockReturnValue(
      readyQuery(
        view(
          {},
          {
            enrolment: { ...pending, status: "enrolled" },
            meetingUrl: "https://meet.jit.si/BhaktiSetu-abc",
          },
        ),
      ),
    );
    page();
    expect(screen.getByRole("heading", { name: "You are enrolled" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Join the session" })).toHaveAttribute(
      "href",
      "https://meet.jit.si/BhaktiSetu-abc",
    );
  });

  it("closes enrolment when the course is full or cancelled", () => {
    hooks.useCourse.mockReturnValue(readyQuery(view({ seat_limit: 3 })));
    const { unmount } = page();
    expect(screen.getByRole("status")).toHaveTextContent("This course is full.");
    expect(screen.queryByRole("button", { name: /Enrol/ })).not.toBeInTheDocument();
    unmount();
    hooks.useCourse.mockReturnValue(readyQuery(view({ status: "cancelled" })));
    page();
    expect(screen.getByRole("status")).toHaveTextContent("This course was cancelled");
  });
});
