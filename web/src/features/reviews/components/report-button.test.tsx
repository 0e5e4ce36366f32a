// Report against the real server in-process (RLS on PGlite), through a real supabase-js client
// signed in as a devotee: the reason, the thanks, a second report of the same thing refused in
// words; a visitor who is not signed in is asked to sign in first; and the hourly limit the
// database raises, coded report.rate_limited with the instant it lifts, reads in Hindi with
// Hindi's date and time.
import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthContext } from "@/lib/auth/auth-context";
import { formatIstTime } from "@/lib/format";
import { formatIstDay } from "@/lib/ist-calendar";
import { inLocale } from "@/testing/in-locale";
import { renderWithQuery } from "@/testing/render-with-query";
import { signedInState } from "@/testing/render-signed-in";
import { createListedPujari, createSignedInUser } from "../testing/review-world";
import { REPORT_THANKS, ReportButton } from "./report-button";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));
const toast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));

const server = domTestServerForFile();

describe("ReportButton", () => {
  it("sends a reason about a profile once, and says a second report is already being looked at", async () => {
    const pujari = await createListedPujari(server);
    const devotee = await createSignedInUser(server, "devotee");
    client.current = devotee.client;
    const user = userEvent.setup();
    renderWithQuery(<ReportButton kind="provider" target={pujari.providerId} />, {
      userId: devotee.id,
    });

    await user.click(screen.getByRole("button", { name: "Report this profile" }));
    let dialog = screen.getByRole("dialog", { name: "Report this profile" });
    const reason = within(dialog).getByLabelText("What is wrong?");
    await user.type(reason, "Rude");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await within(dialog).findByText("Say what is wrong in at least 10 characters"),
    ).toBeInTheDocument();
    await user.type(reason, " and asked me to pay cash outside the app.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Report sent", description: REPORT_THANKS }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const { data } = await server
      .createAdminClient()
      .from("reports")
      .select("target_kind, provider_id, reason, status")
      .eq("reporter_id", devotee.id);
    expect(data).toEqual([
      {
        target_kind: "provider",
        provider_id: pujari.providerId,
        reason: "Rude and asked me to pay cash outside the app.",
        status: "open",
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Report this profile" }));
    dialog = screen.getByRole("dialog", { name: "Report this profile" });
    await user.type(within(dialog).getByLabelText("What is wrong?"), "Still asking for cash.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have already reported this; our team is looking at it.",
    );
  });

  it("asks a visitor who is not signed in to sign in, and to come back here", async () => {
    const user = userEvent.setup();
    function Where() {
      const location = useLocation();
      return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={["/connect/pandit-ravi"]}>
        <AuthContext.Provider value={{ ...signedInState(), user: null }}>
          <ReportButton
            kind="review"
            target="r1"
            label="Report"
            accessibleName="Report the review"
          />
          <Where />
        </AuthContext.Provider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Report the review" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const search = new URLSearchParams(screen.getByTestId("where").textContent!.split("?")[1]);
    expect(Object.fromEntries(search)).toEqual({ auth: "sign-in", next: "/connect/pandit-ravi" });
  });

  it("says the hourly limit and when the next report can go, in Hindi", async () => {
    await inLocale("hi");
    const devotee = await createSignedInUser(server, "devotee");
    client.current = devotee.client;
    const pujaris = [];
    for (let i = 0; i < 6; i += 1) pujaris.push(await createListedPujari(server));
    for (const pujari of pujaris.slice(0, 5)) {
      const { error } = await devotee.client.rpc("report_content", {
        kind: "provider",
        target: pujari.providerId,
        reason: "Asked me to pay cash outside the app.",
      });
      expect(error).toBeNull();
    }
    const { data } = await server
      .createAdminClient()
      .from("reports")
      .select("created_at")
      .eq("reporter_id", devotee.id)
      .order("created_at")
      .limit(1)
      .single();
    const nextTry = new Date(Date.parse((data as { created_at: string }).created_at) + 3_600_000);
    const at = `${formatIstDay(nextTry.toISOString(), new Date())}, ${formatIstTime(nextTry.toISOString())}`;

    const user = userEvent.setup();
    renderWithQuery(<ReportButton kind="provider" target={pujaris[5]!.providerId} />, {
      userId: devotee.id,
    });
    await user.click(screen.getByRole("button", { name: "इस प्रोफ़ाइल की शिकायत करें" }));
    const dialog = screen.getByRole("dialog", { name: "इस प्रोफ़ाइल की शिकायत करें" });
    await user.type(within(dialog).getByLabelText("क्या गलत है?"), "Rude on the phone, twice.");
    await user.click(within(dialog).getByRole("button", { name: "शिकायत भेजें" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      `आपने पिछले एक घंटे में 5 शिकायतें भेजी हैं। आप ${at} के बाद फिर से भेज सकते हैं।`,
    );
  }, 60_000);
});
