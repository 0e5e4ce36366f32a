// Report on a Hindi screen against the real server in-process (PGlite): the hourly limit the
// database raises, coded report.rate_limited with the instant it lifts, reads in Hindi with
// Hindi's date and time.
import type { SupabaseClient } from "@supabase/supabase-js";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatIstTime } from "@/lib/format";
import { setLocale } from "@/lib/i18n/locale-store";
import { formatIstDay } from "@/lib/ist-calendar";
import { renderWithQuery } from "@/testing/render-with-query";
import { createListedPujari, createSignedInUser } from "../testing/review-world";
import { ReportButton } from "./report-button";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));
vi.mock("@/components/ui/use-toast", () => ({ toast: vi.fn() }));

const server = domTestServerForFile();

beforeAll(() => setLocale("hi"));
afterAll(() => setLocale("en"));

describe("ReportButton in Hindi", () => {
  it("says the hourly limit and when the next report can go, in Hindi", async () => {
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
