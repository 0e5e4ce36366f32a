// A day's free times as a compact grid under Morning, Afternoon and Evening (IST): still one
// radio group named "Free times", each time named in full, moved through by arrow keys.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { SlotPicker } from "./slot-picker";

// 9:00 and 11:30 am, 12:00 and 4:30 pm, 5:00 and 8:30 pm IST on 25 Nov 2026.
const slot = (utc: string) => ({ starts_at: `2026-11-25T${utc}:00+00:00`, ends_at: "" });
const SLOTS = ["03:30", "06:00", "06:30", "11:00", "11:30", "15:00"].map(slot);

function Picker() {
  const [selected, setSelected] = useState("");
  return (
    <SlotPicker
      slots={SLOTS}
      selected={selected}
      onSelect={setSelected}
      onRetry={() => undefined}
      error={null}
      isPending={false}
    />
  );
}

afterEach(async () => {
  await setLocale("en");
});

describe("SlotPicker", () => {
  it("groups the times by Morning, Afternoon and Evening on India's clock, showing the clock", () => {
    render(<Picker />);
    const times = screen.getByRole("group", { name: "Free times" });
    const morning = within(times).getByRole("group", { name: "Morning (IST)" });
    const afternoon = within(times).getByRole("group", { name: "Afternoon (IST)" });
    const evening = within(times).getByRole("group", { name: "Evening (IST)" });
    expect(within(morning).getAllByRole("radio")).toHaveLength(2);
    expect(within(afternoon).getAllByRole("radio")).toHaveLength(2);
    expect(within(evening).getAllByRole("radio")).toHaveLength(2);
    expect(morning).toHaveTextContent("9:00 am");
    expect(afternoon).toHaveTextContent("12:00 pm");
    expect(evening).toHaveTextContent("8:30 pm");
    // Named in full: the day and the time, which holds the clock shown.
    expect(within(times).getAllByRole("radio")[0]).toHaveAccessibleName(/Wed, 25 Nov, 9:00 am IST/);
  });

  it("is one radio group: arrow keys move from one part of the day to the next", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const radios = within(screen.getByRole("group", { name: "Free times" })).getAllByRole("radio");
    expect(radios).toHaveLength(6);
    await user.click(radios[1]!);
    expect(radios[1]).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(radios[2]).toBeChecked();
    expect(radios[2]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(radios[1]).toBeChecked();
  });

  it("names the parts of the day in Hindi", async () => {
    await setLocale("hi");
    render(<Picker />);
    const times = screen.getByRole("group", { name: "खाली समय" });
    expect(within(times).getByRole("group", { name: "सुबह (IST)" })).toBeVisible();
    expect(within(times).getByRole("group", { name: "दोपहर (IST)" })).toBeVisible();
    expect(within(times).getByRole("group", { name: "शाम (IST)" })).toBeVisible();
  });
});
