import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { infiniteQueryResult } from "@/testing/infinite-query-result";
import { renderWithQuery } from "@/testing/render-with-query";
import type { Pledge } from "../api/list-my-pledges";
import type { SevaProgram } from "../api/list-seva-programs";
import { PrayPage } from "./pray-page";
import { fixture } from "@/testing/fixture";
import { expectRetryReadsAgain } from "@/testing/query-result";

// The page's states from its data hooks; the rpc and queries run against the real server in
// e2e/specs/devotee-explore-pray.spec.ts and server/src/platform/pledge-receipts.test.ts.
const useSevaPrograms = vi.hoisted(() => vi.fn());
const useMyPledges = vi.hoisted(() => vi.fn());
const useRecordPledge = vi.hoisted(() => vi.fn());
vi.mock("../api/list-seva-programs", () => ({ useSevaPrograms }));
vi.mock("../api/list-my-pledges", () => ({ useMyPledges }));
vi.mock("../api/record-pledge", () => ({ useRecordPledge }));

const program = fixture<SevaProgram>({
  id: "s1",
  title: "Annadaan Seva",
  description: "Meals for pilgrims.",
  goal_paise: 10_000_000,
  raised_paise: 6_750_000,
  sponsor_count: 42,
  is_sample: false,
  temple: {
    slug: "kashi-vishwanath",
    name: "Kashi Vishwanath Mandir",
    city: "Varanasi",
    verified_at: "2026-11-20T05:00:00Z",
  },
  is_promoted: false,
});

const infinite = infiniteQueryResult;

const mutate = vi.fn();

beforeEach(() => {
  mutate.mockReset();
  useSevaPrograms.mockReturnValue(infinite("programs", [program()]));
  useMyPledges.mockReturnValue(infinite("pledges", []));
  useRecordPledge.mockReturnValue({ mutate, isPending: false, isError: false, isSuccess: false });
});

const programsRegion = () => screen.getByRole("region", { name: "Seva programs" });
const pledgesRegion = () => screen.getByRole("region", { name: "My pledges" });

async function openPledge() {
  await userEvent.click(screen.getByRole("button", { name: "Pledge to Annadaan Seva" }));
  return screen.getByRole("dialog", { name: "Pledge to Annadaan Seva" });
}

describe("PrayPage", () => {
  it("labels a program its temple promotes, and each temple's verification", () => {
    useSevaPrograms.mockReturnValue(
      infinite("programs", [
        program({ is_promoted: true }),
        program({ id: "s2", title: "Gau Seva" }),
      ]),
    );
    renderWithQuery(<PrayPage />);
    const cards = within(programsRegion()).getAllByRole("listitem");
    expect(within(cards[0]!).getByText("Promoted")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("Promoted")).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent("Verified since 20 Nov 2026");
  });

  it("says it is loading programs and pledges", () => {
    useSevaPrograms.mockReturnValue(infinite("programs", [], { isPending: true }));
    useMyPledges.mockReturnValue(infinite("pledges", [], { isPending: true }));
    renderWithQuery(<PrayPage />);
    expect(screen.getByText("Loading seva programs")).toBeInTheDocument();
    expect(screen.getByText("Loading your pledges")).toBeInTheDocument();
  });

  it("shows failures in words with Retry", async () => {
    const refetch = vi.fn();
    useSevaPrograms.mockReturnValue(
      infinite("programs", [], { isError: true, error: { code: "PGRST000" }, refetch }),
    );
    renderWithQuery(<PrayPage />);
    await expectRetryReadsAgain(refetch, programsRegion());
  });

  it("with nothing open and no pledges, names the next steps", () => {
    useSevaPrograms.mockReturnValue(infinite("programs", []));
    renderWithQuery(<PrayPage />);
    expect(programsRegion()).toHaveTextContent("No seva programs are open yet.");
    expect(pledgesRegion()).toHaveTextContent("You have no pledges yet.");
  });

  it("shows progress and sponsors; an example program takes no pledge", () => {
    useSevaPrograms.mockReturnValue(
      infinite("programs", [
        program(),
        program({ id: "s2", title: "Sample Seva", is_sample: true }),
      ]),
    );
    renderWithQuery(<PrayPage />);
    const [real] = within(programsRegion()).getAllByRole("progressbar");
    expect(real).toHaveAttribute("aria-valuetext", "₹67,500 raised of ₹1,00,000");
    expect(programsRegion()).toHaveTextContent("42 sponsors");
    expect(programsRegion()).toHaveTextContent("An example program");
    expect(within(programsRegion()).getAllByRole("button", { name: /^Pledge to/ })).toHaveLength(1);
  });

  it("pledges a preset or a typed amount with a PAN, refusing a malformed PAN", async () => {
    renderWithQuery(<PrayPage />);
    const dialog = await openPledge();
    await userEvent.click(within(dialog).getByRole("button", { name: "₹2,101" }));
    expect(within(dialog).getByRole("button", { name: "₹2,101" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(dialog).getByLabelText("Amount in rupees")).toHaveValue("2101");
    await userEvent.type(within(dialog).getByLabelText("PAN (optional)"), "abc123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record my pledge" }));
    expect(await within(dialog).findByText(/A PAN is five letters/)).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText("PAN (optional)"));
    await userEvent.type(within(dialog).getByLabelText("PAN (optional)"), "abcde1234f");
    await userEvent.clear(within(dialog).getByLabelText("Amount in rupees"));
    await userEvent.type(within(dialog).getByLabelText("Amount in rupees"), "751");
    await userEvent.type(within(dialog).getByLabelText("Dedication (optional)"), "For my parents");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record my pledge" }));
    expect(mutate).toHaveBeenCalledWith({
      amount: "751",
      pan: "ABCDE1234F",
      donorName: "",
      dedication: "For my parents",
    });
  });

  it("offers to pay a recorded donation and says nothing was charged; a refusal shows its words", async () => {
    useRecordPledge.mockReturnValue({
      isSuccess: true,
      data: { id: "d1", amount_paise: 100_100 },
    });
    const { unmount } = renderWithQuery(<PrayPage />);
    const recorded = await openPledge();
    expect(within(recorded).getByRole("status")).toHaveTextContent(
      "Your donation of ₹1,001 is ready to pay. Nothing has been charged yet.",
    );
    expect(within(recorded).getByRole("button", { name: "Pay ₹1,001" })).toBeEnabled();
    unmount();
    useRecordPledge.mockReturnValue({
      mutate,
      isError: true,
      error: { code: "22023", message: "This is an example seva program and takes no donations" },
    });
    renderWithQuery(<PrayPage />);
    expect(within(await openPledge()).getByRole("alert")).toHaveTextContent(
      "This is an example seva program and takes no donations",
    );
  });

  it("lists the devotee's pledges with their status and a way to pay, and loads more", async () => {
    const fetchNextPage = vi.fn();
    const pledge: Pledge = {
      id: "d1",
      amount_paise: 100_100,
      status: "pending",
      created_at: "2026-11-24T05:00:00Z",
      message: "For my parents",
      program: { title: "Annadaan Seva" },
      temple: { name: "Kashi Vishwanath Mandir" },
      receipt_number: null,
      payments: [],
    };
    useMyPledges.mockReturnValue(
      infinite("pledges", [pledge], { hasNextPage: true, fetchNextPage }),
    );
    renderWithQuery(<PrayPage />);
    expect(pledgesRegion()).toHaveTextContent("₹1,001 to Annadaan Seva");
    expect(pledgesRegion()).toHaveTextContent("Awaiting payment");
    expect(within(pledgesRegion()).getByRole("button", { name: "Pay ₹1,001" })).toBeEnabled();
    expect(pledgesRegion()).toHaveTextContent(/24 Nov.*10:30\s?am IST/);
    await userEvent.click(screen.getByRole("button", { name: "Load more pledges" }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it("shows one temple's programs when it came from the temple's Donate, with a way to all", () => {
    renderWithQuery(<PrayPage />, { path: "/pray?temple=kashi-vishwanath" });
    expect(useSevaPrograms).toHaveBeenLastCalledWith("kashi-vishwanath");
    expect(within(programsRegion()).getByText(/Showing one temple's seva programs/)).toBeVisible();
    expect(
      within(programsRegion()).getByRole("link", { name: "See every temple's programs" }),
    ).toHaveAttribute("href", "/pray");
  });

  it("shows every temple's programs otherwise", () => {
    renderWithQuery(<PrayPage />);
    expect(useSevaPrograms).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByText(/Showing one temple's/)).not.toBeInTheDocument();
  });
});
