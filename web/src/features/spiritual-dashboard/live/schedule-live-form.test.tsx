import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { dismissToast, TOAST_DURATION_MS } from "@/components/ui/use-toast";

import { isDraftComplete, emptyDraft } from "./live-session";
import { ScheduleLiveForm } from "./schedule-live-form";

function renderForm() {
  const onSchedule = vi.fn();
  render(
    <>
      <ScheduleLiveForm onSchedule={onSchedule} />
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

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
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
  it("starts with type Katha, venue Online and the five type options", () => {
    renderForm();
    expect(field(/session type/i)).toHaveValue("Katha");
    expect(field(/venue/i)).toHaveValue("Online");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Katha",
      "Pravachan",
      "Event",
      "Bhajan",
      "Meditation",
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

  it("schedules a complete session as scheduled with 0 registered, toasts and resets", async () => {
    const user = userEvent.setup();
    const { onSchedule } = renderForm();
    await user.type(field(/session title/i), "  Evening Bhajan Sandhya ");
    setValue(/^date/i, "2026-12-31");
    setValue(/^time/i, "19:15");
    await user.type(field(/duration/i), "60 minutes");
    await user.selectOptions(field(/session type/i), "Bhajan");
    await user.clear(field(/venue/i));
    await user.type(field(/venue/i), "Shri Ram Mandir");
    await user.click(submit());

    expect(onSchedule).toHaveBeenCalledTimes(1);
    expect(onSchedule.mock.calls[0]?.[0]).toMatchObject({
      title: "Evening Bhajan Sandhya",
      date: "2026-12-31",
      time: "19:15",
      duration: "60 minutes",
      type: "Bhajan",
      venue: "Shri Ram Mandir",
      status: "scheduled",
      registered: 0,
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

  it("shows one toast at a time and dismisses it after 5000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.click(submit());
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();

    await user.type(field(/session title/i), "Gita Path");
    setValue(/^date/i, "2026-12-31");
    setValue(/^time/i, "06:00");
    await user.click(submit());
    expect(await screen.findByText("Live Session Scheduled")).toBeInTheDocument();
    expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.getByText("Live Session Scheduled")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText("Live Session Scheduled")).not.toBeInTheDocument();
  });
});
