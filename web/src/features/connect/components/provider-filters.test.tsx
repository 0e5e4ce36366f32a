// Connect's filters fold behind a Filters button on a phone, saying how many are active, and
// stay open from 640 px (the sm: classes; Playwright checks the layouts in
// e2e/specs/devotee-booking.spec.ts).
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { readProviderFilters } from "../schemas";
import { countActiveFilters, ProviderFiltersForm } from "./provider-filters";

const filtersOf = (query: string) => readProviderFilters(new URLSearchParams(query));

afterEach(async () => {
  await setLocale("en");
});

describe("ProviderFiltersForm", () => {
  it("is folded on a phone behind Filters, which opens it, and open from 640 px", async () => {
    render(<ProviderFiltersForm filters={filtersOf("")} onSearch={vi.fn()} />);
    const toggle = screen.getByRole("button", { name: "Filters" });
    const form = screen.getByRole("search", { name: "Find gurus and pujaris" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", form.id);
    expect(toggle).toHaveClass("sm:hidden");
    expect(form).toHaveClass("hidden", "sm:grid");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(form).not.toHaveClass("hidden");
    expect(form).toHaveClass("grid");
  });

  it("says how many filters are active, not counting the order", () => {
    render(
      <ProviderFiltersForm
        filters={filtersOf("q=Mishra&city=Varanasi&sort=price_asc")}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Filters (2 active)" })).toBeInTheDocument();
    expect(countActiveFilters(filtersOf("sort=price_desc"))).toBe(0);
    expect(countActiveFilters(filtersOf("kind=katha&mode=online&minPrice=500"))).toBe(3);
  });

  it("folds again once a search is sent", async () => {
    const onSearch = vi.fn();
    render(<ProviderFiltersForm filters={filtersOf("")} onSearch={onSearch} />);
    const toggle = screen.getByRole("button", { name: "Filters" });
    await userEvent.click(toggle);
    await userEvent.type(screen.getByLabelText("City"), "Ujjain{Enter}");
    expect(onSearch).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("says it in Hindi", async () => {
    await setLocale("hi");
    render(<ProviderFiltersForm filters={filtersOf("city=Varanasi")} onSearch={vi.fn()} />);
    expect(screen.getByRole("button", { name: "फ़िल्टर (1 लागू)" })).toBeInTheDocument();
  });
});
