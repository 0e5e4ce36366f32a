import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { GURUS } from "@/content/gurus";
import { GurusPage } from "./gurus-page";

function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={["/spiritual-gurus"]}>
      <AppDownloadProvider>{page}</AppDownloadProvider>
    </MemoryRouter>,
  );
}

describe("GurusPage", () => {
  it("shows a new guru without reviews or a photo as New, with initials", () => {
    const newcomer = {
      ...GURUS[0]!,
      id: "new",
      name: "Swami Real Anand",
      rating: null,
      image: null,
    };
    renderPage(<GurusPage gurus={[newcomer, ...GURUS]} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getAllByRole("definition")[0]).toHaveTextContent("New");
    expect(within(cards[0]!).queryByRole("img")).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent("SR");
    expect(within(cards[1]!).getAllByRole("definition")[0]).toHaveTextContent("4.9 / 5");
  });

  it("with no guru listed, points to live darshan", () => {
    renderPage(<GurusPage gurus={[]} />);
    expect(screen.getByText(/No gurus are listed yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Watch live darshan meanwhile." })).toHaveAttribute(
      "href",
      "/live",
    );
  });

  it("when the gurus cannot be read, offers to try again", () => {
    renderPage(<GurusPage gurus={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The gurus could not be loaded.");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/spiritual-gurus",
    );
  });
});
