import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { renderWithQuery } from "@/testing/render-with-query";
import type { MyOffering } from "./offering-schema";
import { OfferingsPage } from "./offerings-page";
import { fixture } from "@/testing/fixture";
import { readyQuery } from "@/testing/query-result";

// The page's states from its data hooks; the requests run against the real server in
// e2e/specs/provider-practice.spec.ts.
const useMyProvider = vi.hoisted(() => vi.fn());
const useMyOfferings = vi.hoisted(() => vi.fn());
const save = vi.hoisted(() => ({ mutate: vi.fn(), mutateAsync: vi.fn() }));
const remove = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider }));
vi.mock("./list-my-offerings", () => ({ useMyOfferings }));
vi.mock("./save-offering", () => ({ useSaveOffering: () => save }));
vi.mock("./delete-offering", () => ({ useDeleteOffering: () => remove }));

const offering = fixture<MyOffering>({
  id: "o1",
  kind: "katha",
  title: "Satyanarayan Katha",
  description: "",
  mode: "offline",
  duration_minutes: 120,
  price_paise: 210000,
  samagri: "Banana leaves",
  free_cancel_hours: 48,
  kept_percent: 25,
  active: true,
  meeting_kind: "private_room",
});

beforeEach(() => {
  useMyProvider.mockReturnValue(readyQuery({ id: "p1" }));
  useMyOfferings.mockReturnValue(readyQuery([]));
  save.mutateAsync.mockReset();
  remove.mutate.mockReset();
});

describe("OfferingsPage", () => {
  it("says it is loading", () => {
    useMyOfferings.mockReturnValue({ ...readyQuery(undefined), isPending: true });
    renderWithQuery(<OfferingsPage view="all" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your services");
  });

  it("sends a provider without a profile to /profile first", () => {
    useMyProvider.mockReturnValue(readyQuery(null));
    renderWithQuery(<OfferingsPage view="all" />);
    expect(screen.getByRole("link", { name: "profile" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("button", { name: "Add offering" })).not.toBeInTheDocument();
  });

  it("names the first step when there are none, and shows a failed read with Retry", () => {
    const { unmount } = renderWithQuery(<OfferingsPage view="all" />);
    expect(screen.getByText(/No services yet. Add your first one/)).toBeInTheDocument();
    unmount();
    useMyOfferings.mockReturnValue({ ...readyQuery(undefined), isError: true, error: {} });
    renderWithQuery(<OfferingsPage view="all" />);
    expect(screen.getByRole("alert")).toHaveTextContent(/could not reach/);
  });

  it("filters by kind on the Katha view, with price in rupees and the rule in words", () => {
    useMyOfferings.mockReturnValue(
      readyQuery([
        offering(),
        offering({ id: "o2", kind: "consultation", title: "Jyotish advice" }),
      ]),
    );
    renderWithQuery(<OfferingsPage view="katha" />);
    expect(screen.queryByText("Jyotish advice")).not.toBeInTheDocument();
    const card = within(screen.getByText("Satyanarayan Katha").closest("li")!);
    expect(card.getByText("₹2,100")).toBeInTheDocument();
    expect(card.getByText(/until 48 hours before the start; after that 25%/)).toBeInTheDocument();
  });

  it("adds an offering with its price converted to paise, and refuses a bad price", async () => {
    save.mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(<OfferingsPage view="online_pooja" />);
    await userEvent.click(screen.getByRole("button", { name: "Add offering" }));
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByLabelText("Kind")).toHaveValue("online_pooja");
    await userEvent.type(dialog.getByLabelText("Title"), "Rudrabhishek");
    await userEvent.type(dialog.getByLabelText("Price (₹)"), "11OO");
    await userEvent.click(dialog.getByRole("button", { name: "Add offering" }));
    expect(dialog.getByLabelText("Price (₹)")).toHaveAccessibleDescription(/price in rupees/);
    await userEvent.clear(dialog.getByLabelText("Price (₹)"));
    await userEvent.type(dialog.getByLabelText("Price (₹)"), "1100.50");
    await userEvent.click(dialog.getByRole("button", { name: "Add offering" }));
    expect(save.mutateAsync).toHaveBeenCalledWith({
      providerId: "p1",
      row: expect.objectContaining({ title: "Rudrabhishek", price_paise: 110050, mode: "online" }),
    });
  });

  it("explains that an offering with bookings is paused rather than deleted", async () => {
    useMyOfferings.mockReturnValue(readyQuery([offering()]));
    remove.mutate.mockImplementation((_id, { onError }) => onError({ code: "23503" }));
    renderWithQuery(
      <>
        <OfferingsPage view="all" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete Satyanarayan Katha" }));
    await userEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText(/has bookings, which keep it/)).toBeInTheDocument();
  });
});
