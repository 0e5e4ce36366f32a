import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { dismissToast, TOAST_DURATION_MS } from "@/components/ui/use-toast";

import { emptyDraft, isDraftComplete, parseDurationMinutes } from "./live-session";
import { ScheduleLiveForm } from "./schedule-live-form";

// 23 Nov 2026, 21:00 IST: the form's clock.
const NOW = new Date("2026-11-23T15:30:00Z");

function renderForm(onSchedule = vi.fn().mockResolvedValue(undefined)) {
  render(
    <>
      <ScheduleLiveForm onSchedule={onSchedule} now={() => NOW} />
      <Toaster />
    </>,
  );
  return { onSchedule };
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const submit = () => screen.getByRole("button", { name: "Schedule Session" });

function setValue(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** Types the title and sets the date and time: the three fields a session needs. */
async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  { title, date, time }: { title: string; date: string; time: string },
) {
  await user.type(field(/session title/i), title);
  setValue(/^date/i, date);
  setValue(/^time/i, time);
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("parseDurationMinutes", () => {
  it("reads minutes and hours", () => {
    expect(parseDurationMinutes("60")).toBe(60);
    expect(parseDurationMinutes(" 90 min ")).toBe(90);
    expect(parseDurationMinutes("2 hours")).toBe(120);
    expect(parseDurationMinutes("1 hr")).toBe(60);
    expect(parseDurationMinutes("an hour")).toBeNull();
  });
});

describe("isDraftComplete", () => {
  it("needs a title, a date and a time", () => {
    const complete = { ...emptyDraft, title: "Katha", date: "2026-12-31", time: "19:00" };
    expect(isDraftComplete(complete)).toBe(true);
    expect(isDraftComplete({ ...complete, title: "  " })).toBe(false);
    expect(isDraftComplete({ ...complete, date: "" })).toBe(false);
    expect(isDraftComplete({ ...complete, time: "" })).toBe(false);
  });
});

describe("ScheduleLiveForm", () => {
  it("starts with type Katha, venue Online and the type options, Aarti among them", () => {
    renderForm();
    expect(field(/session type/i)).toHaveValue("Katha");
    expect(field(/venue/i)).toHaveValue("Online");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Katha",
      "Pravachan",
      "Event",
      "Bhajan",
      "Meditation",
      "Aarti",
    ]);
  });

  it("shows the destructive Error toast and keeps the input when a required field is empty", async () => {
    const user = userEvent.setup();
    const { onSchedule } = renderForm();
    await user.type(field(/session title/i), "Sundarkand Path");
    setValue(/^date/i, "2026-12-31");
    await user.click(submit());

    const description = await screen.findByText("Please fill in all required fields");
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(description.closest("li")).toHaveClass("bg-destructive");
    expect(field(/session title/i)).toHaveValue("Sundarkand Path");
    expect(field(/^date/i)).toHaveValue("2026-12-31");
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it("schedules a complete session at its India time, toasts and resets", async () => {
    const user = userEvent.setup();
    const { onSchedule } = renderForm();
    await fillRequired(user, {
      title: "  Evening Bhajan Sandhya ",
      date: "2026-12-31",
      time: "19:15",
    });
    await user.type(field(/duration/i), "60 minutes");
    await user.selectOptions(field(/session type/i), "Bhajan");
    await user.clear(field(/venue/i));
    await user.type(field(/venue/i), "Shri Ram Mandir");
    await user.click(submit());

    expect(onSchedule).toHaveBeenCalledTimes(1);
    expect(onSchedule.mock.calls[0]?.[0]).toEqual({
      title: "Evening Bhajan Sandhya",
      description: "",
      starts_at: "2026-12-31T13:45:00.000Z",
      duration_minutes: 60,
      kind: "bhajan",
      venue: "Shri Ram Mandir",
      thumbnail_path: null,
    });
    const description = await screen.findByText(
      "Your live session has been scheduled successfully",
    );
    expect(screen.getByText("Live Session Scheduled")).toBeInTheDocument();
    expect(description.closest("li")).not.toHaveClass("bg-destructive");
    expect(field(/session title/i)).toHaveValue("");
    expect(field(/^date/i)).toHaveValue("");
    expect(field(/^time/i)).toHaveValue("");
    expect(field(/duration/i)).toHaveValue("");
    expect(field(/session type/i)).toHaveValue("Katha");
    expect(field(/venue/i)).toHaveValue("Online");
  });

  it("refuses a start time already passed and keeps the input", async () => {
    const user = userEvent.setup();
    const { onSchedule } = renderForm();
    await fillRequired(user, { title: "Sandhya Aarti", date: "2026-11-23", time: "20:59" });
    await user.click(submit());
    const description = await screen.findByText(
      "This date and time has already passed. Choose a time in the future",
    );
    expect(description.closest("li")).toHaveClass("bg-destructive");
    expect(field(/session title/i)).toHaveValue("Sandhya Aarti");
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it("refuses a duration it cannot read as minutes", async () => {
    const user = userEvent.setup();
    const { onSchedule } = renderForm();
    await fillRequired(user, { title: "Sandhya Aarti", date: "2026-12-01", time: "19:00" });
    await user.type(field(/duration/i), "a while");
    await user.click(submit());
    expect(
      await screen.findByText("Enter the duration in minutes, for example 60 minutes"),
    ).toBeInTheDocument();
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in words and keeps the input", async () => {
    const user = userEvent.setup();
    const refusal = { code: "22023", message: "This date and time has already passed" };
    renderForm(vi.fn().mockRejectedValue(refusal));
    await fillRequired(user, { title: "Sandhya Aarti", date: "2026-12-01", time: "19:00" });
    await user.click(submit());
    expect(await screen.findByText("This date and time has already passed")).toBeInTheDocument();
    expect(screen.queryByText("Live Session Scheduled")).not.toBeInTheDocument();
    expect(field(/session title/i)).toHaveValue("Sandhya Aarti");
  });

  it("shows one toast at a time and dismisses it after 5000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.click(submit());
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();

    await fillRequired(user, { title: "Gita Path", date: "2026-12-31", time: "06:00" });
    await user.click(submit());
    expect(await screen.findByText("Live Session Scheduled")).toBeInTheDocument();
    expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.getByText("Live Session Scheduled")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText("Live Session Scheduled")).not.toBeInTheDocument();
  });
});
