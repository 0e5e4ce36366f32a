import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import type { Review } from "../api/get-provider";
import { ReviewList } from "./review-list";

const review = (id: string, author_name: string | null): Review => ({
  id,
  author_name,
  rating: 5,
  body: "Very kind and patient.",
  created_at: "2026-11-20T04:30:00Z",
  reply: null,
  replied_at: null,
});

describe("ReviewList", () => {
  it("names each author as they chose, and a devotee without a name as 'A devotee'", () => {
    renderWithQuery(
      <ReviewList
        reviews={[review("r1", "Asha Devi"), review("r2", "रा. प्र."), review("r3", null)]}
        hostName="Pandit Ravi"
        renderReport={({ target, accessibleName }) => (
          <button type="button" aria-label={accessibleName}>
            {target}
          </button>
        )}
      />,
    );
    const [first, second, third] = screen.getAllByRole("listitem");
    expect(within(first!).getByText("Asha Devi")).toHaveAttribute("translate", "no");
    expect(within(second!).getByText("रा. प्र.")).toBeInTheDocument();
    expect(within(third!).getByText("A devotee")).toBeInTheDocument();
    expect(within(third!).getByRole("button", { name: /20 Nov 2026/ })).toHaveTextContent("r3");
  });
});
