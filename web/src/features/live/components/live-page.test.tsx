import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { LIVE_STREAMS, UPCOMING_STREAMS } from "@/content/live-streams";
import { AuthContext } from "@/lib/auth/auth-context";
import { inLocale } from "@/testing/in-locale";
import { signedInState } from "@/testing/render-signed-in";
import { LivePage } from "./live-page";

const anonymous = { ...signedInState(), user: null, roles: [], primaryRole: null };

function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={["/live"]}>
      <AuthContext.Provider value={anonymous}>
        <AppDownloadProvider>{page}</AppDownloadProvider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole("region", { name });

describe("LivePage", () => {
  it("sums the Live Now viewers into Devotees watching now", () => {
    const [first] = LIVE_STREAMS;
    renderPage(
      <LivePage
        listings={{ liveNow: [first!, { ...first!, id: "two", viewers: 1000 }], comingUp: [] }}
      />,
    );
    expect(within(region("Live Community Stats")).getAllByRole("definition")[0]).toHaveTextContent(
      "1,26,430",
    );
  });

  it("with nobody live, points to what is coming up next", () => {
    renderPage(<LivePage listings={{ liveNow: [], comingUp: UPCOMING_STREAMS }} />);
    const liveNow = region("Live Now");
    expect(liveNow).toHaveTextContent("No one is live right now.");
    expect(
      within(liveNow).getByRole("link", { name: "See what's coming up next." }),
    ).toHaveAttribute("href", "#coming-up-title");
    expect(within(region("Coming Up Next")).getAllByRole("listitem")).toHaveLength(3);
  });

  it("with nothing scheduled, points to the gurus", () => {
    renderPage(<LivePage listings={{ liveNow: LIVE_STREAMS, comingUp: [] }} />);
    expect(
      within(region("Coming Up Next")).getByRole("link", {
        name: "Meet the gurus who stream here.",
      }),
    ).toHaveAttribute("href", "/spiritual-gurus");
  });

  it("when the lists cannot be read, says so and offers to try again", () => {
    renderPage(<LivePage listings={null} />);
    const alert = within(region("Live Now")).getByRole("alert");
    expect(alert).toHaveTextContent("The live streams could not be loaded.");
    expect(within(alert).getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/live");
    expect(within(region("Live Community Stats")).getAllByRole("definition")[0]).toHaveTextContent(
      "–",
    );
  });

  it("in Hindi, speaks Hindi around the hosts' own titles, names and pictures", async () => {
    await inLocale("hi");
    renderPage(<LivePage listings={{ liveNow: LIVE_STREAMS, comingUp: UPCOMING_STREAMS }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("लाइव दर्शन और प्रसारण");
    const [first] = within(region("अभी लाइव")).getAllByRole("listitem");
    // The illustration's alt is ours, so it is translated; the session's title is the host's.
    expect(within(first!).getByRole("img")).toHaveAttribute("alt", "मंदिर के सामने आरती के दीये");
    expect(within(first!).getByRole("img")).not.toHaveAttribute("data-user-content");
    expect(within(first!).getByRole("heading")).toHaveAttribute("translate", "no");
    expect(first).toHaveTextContent("TTD Archakas के साथ");
    // "Today" and the session kind come from the book; the time keeps IST.
    expect(region("आगे आने वाले")).toHaveTextContent("आरती · आज, 6:15 pm IST");
    expect(screen.getAllByRole("button", { name: "लाइव जुड़ें" })).toHaveLength(3);
  });
});
