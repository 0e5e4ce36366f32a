import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { LIVE_STREAMS, UPCOMING_STREAMS } from "@/content/live-streams";
import { AuthContext } from "@/lib/auth/auth-context";
import { setLocale } from "@/lib/i18n/locale-store";
import { signedInState } from "@/testing/render-signed-in";
import { LivePage } from "./live-page";

const anonymous = { ...signedInState(), user: null, roles: [], primaryRole: null };

beforeEach(() => setLocale("hi"));
afterEach(() => setLocale("en"));

describe("LivePage in Hindi", () => {
  it("speaks Hindi around the hosts' own titles, names and pictures", () => {
    render(
      <MemoryRouter initialEntries={["/live"]}>
        <AuthContext.Provider value={anonymous}>
          <AppDownloadProvider>
            <LivePage listings={{ liveNow: LIVE_STREAMS, comingUp: UPCOMING_STREAMS }} />
          </AppDownloadProvider>
        </AuthContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("लाइव दर्शन और प्रसारण");
    const liveNow = screen.getByRole("region", { name: "अभी लाइव" });
    const [first] = within(liveNow).getAllByRole("listitem");
    // The illustration's alt is ours, so it is translated; the session's title is the host's.
    expect(within(first!).getByRole("img")).toHaveAttribute("alt", "मंदिर के सामने आरती के दीये");
    expect(within(first!).getByRole("img")).not.toHaveAttribute("data-user-content");
    expect(within(first!).getByRole("heading")).toHaveAttribute("translate", "no");
    expect(first).toHaveTextContent("TTD Archakas के साथ");
    // "Today" and the session kind come from the book; the time keeps IST.
    const comingUp = screen.getByRole("region", { name: "आगे आने वाले" });
    expect(comingUp).toHaveTextContent("आरती · आज, 6:15 pm IST");
    expect(screen.getAllByRole("button", { name: "लाइव जुड़ें" })).toHaveLength(3);
  });
});
