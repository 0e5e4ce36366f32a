import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { classed } from "./utils";

describe("classed", () => {
  const Panel = classed("section", "grid gap-2", { "data-slot": "panel" });

  it("puts its classes before the caller's and passes the other props on", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Panel ref={ref} className="mt-4" aria-label="Totals">
        Sum
      </Panel>,
    );
    const panel = screen.getByRole("region", { name: "Totals" });
    expect(panel).toHaveClass("grid gap-2 mt-4", { exact: true });
    expect(panel).toHaveAttribute("data-slot", "panel");
    expect(panel).toHaveTextContent("Sum");
    expect(ref.current).toBe(panel);
  });

  it("lets the caller's attributes win over its own", () => {
    render(<Panel aria-label="Totals" data-slot="summary" />);
    expect(screen.getByRole("region", { name: "Totals" })).toHaveAttribute("data-slot", "summary");
  });
});
