import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { infiniteQueryResult } from "@/testing/infinite-query-result";
import { renderWithQuery } from "@/testing/render-with-query";
import type { TempleListing } from "../api/list-temples";
import type { TempleEvent } from "../api/list-upcoming-events";
import { ExplorePage } from "./explore-page";
import { fixture } from "@/testing/fixture";
import { expectRetryReadsAgain } from "@/testing/query-result";

// The page's states from its data hooks; the queries run against the real server in
// e2e/specs/devotee-explore-pray.spec.ts.
const useTemples = vi.hoisted(() => vi.fn());
const useUpcomingEvents = vi.hoisted(() => vi.fn());
const useMyRegistrations = vi.hoisted(() => vi.fn());
const mutate = vi.hoisted(() => vi.fn());
const registration = vi.hoisted(() => ({ error: null as unknown }));
vi.mock("../api/list-temples", () => ({ useTemples }));
vi.mock("../api/list-upcoming-events", () => ({ useUpcomingEvents }));
vi.mock("../api/register-for-event", () => ({
  useMyRegistrations,
  useSetRegistered: () => ({
    mutate,
    isPending: false,
    isError: registration.error !== null,
    error: registration.error,
  }),
}));

const temple = fixture<TempleListing>({
  id: "t1",
  slug: "kashi-vishwanath",
  name: "Kashi Vishwanath Mandir",
  city: "Varanasi",
  location: "Varanasi, Uttar Pradesh",
  deity: "Lord Shiva",
  verification_status: "verified",
  verified_at: "2026-11-20T05:00:00Z",
  darshan_timings: "3:00 AM – 11:00 PM",
  aarti_timings: null,
  is_sample: false,
});

const templeEvent = fixture<TempleEvent>({
  id: "e1",
  title: "Dev Deepawali",
  description: "",
  kind: "festival",
  starts_at: "2026-12-04T13:30:00Z",
  capacity: 100,
  registration_count: 10,
  registration_open: true,
  is_filling_fast: false,
  is_sample: false,
  temple: { slug: "kashi-vishwanath", name: "Kashi Vishwanath Mandir", city: "Varanasi" },
  is_featured: false,
  speaker: null,
  katha_sessions: [],
});

const infinite = infiniteQueryResult;

beforeEach(() => {
  useTemples.mockReset();
  useUpcomingEvents.mockReset();
  mutate.mockReset();
  registration.error = null;
  useTemples.mockReturnValue(infinite("temples", []));
  useUpcomingEvents.mockReturnValue(infinite("events", []));
  useMyRegistrations.mockReturnValue({ data: new Set<string>() });
});

const templesRegion = () => screen.getByRole("region", { name: "Temples" });
const eventsRegion = () => screen.getByRole("region", { name: "Upcoming events" });

describe("ExplorePage", () => {
  it("puts featured events first, labelled", () => {
    useUpcomingEvents.mockReturnValue(
      infinite("events", [templeEvent({ is_featured: true }), templeEvent({ id: "e2" })]),
    );
    renderWithQuery(<ExplorePage />);
    const cards = within(screen.getByRole("region", { name: "Upcoming events" })).getAllByRole(
      "listitem",
    );
    expect(within(cards[0]!).getByText("Featured")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("Featured")).not.toBeInTheDocument();
  });

  it("says it is loading temples and events", () => {
    useTemples.mockReturnValue(infinite("temples", [], { isPending: true }));
    useUpcomingEvents.mockReturnValue(infinite("events", [], { isPending: true }));
    renderWithQuery(<ExplorePage />);
    expect(screen.getByText("Loading temples")).toBeInTheDocument();
    expect(screen.getByText("Loading events")).toBeInTheDocument();
  });

  it("shows a failure in words with Retry", async () => {
    const refetch = vi.fn();
    useTemples.mockReturnValue(
      infinite("temples", [], { isError: true, error: { code: "PGRST000" }, refetch }),
    );
    renderWithQuery(<ExplorePage />);
    await expectRetryReadsAgain(refetch, templesRegion());
  });

  it("with nothing listed, says when temples appear; with no events, names the next step", () => {
    renderWithQuery(<ExplorePage />);
    expect(templesRegion()).toHaveTextContent("No temples are listed yet.");
    expect(eventsRegion()).toHaveTextContent("Follow a temple to hear when it announces one.");
  });

  it("with a search that finds nothing, offers Clear search", async () => {
    renderWithQuery(<ExplorePage />, { path: "/?city=Nowhere" });
    expect(templesRegion()).toHaveTextContent("No temple matches this search.");
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(useTemples).toHaveBeenLastCalledWith({ city: undefined, deity: undefined });
  });

  it("searches by city and deity through the URL", async () => {
    renderWithQuery(<ExplorePage />);
    await userEvent.type(screen.getByLabelText("City"), "Varanasi");
    await userEvent.type(screen.getByLabelText("Deity"), "Shiva{Enter}");
    expect(useTemples).toHaveBeenLastCalledWith({ city: "Varanasi", deity: "Shiva" });
  });

  it("lists temples with deity, place and timings, marking examples", () => {
    useTemples.mockReturnValue(
      infinite("temples", [temple(), temple({ id: "t2", name: "Sample Mandir", is_sample: true })]),
    );
    renderWithQuery(<ExplorePage />);
    expect(screen.getByRole("link", { name: "Kashi Vishwanath Mandir" })).toHaveAttribute(
      "href",
      "/explore/kashi-vishwanath",
    );
    expect(templesRegion()).toHaveTextContent("Lord Shiva · Varanasi, Uttar Pradesh");
    expect(templesRegion()).toHaveTextContent("Darshan3:00 AM – 11:00 PM");
    expect(within(templesRegion()).getAllByText("Example")).toHaveLength(1);
  });

  it("registers for an open event, says Filling Fast and Full, and offers no button on examples", async () => {
    useUpcomingEvents.mockReturnValue(
      infinite("events", [
        templeEvent({ registration_count: 80, is_filling_fast: true }),
        templeEvent({ id: "e2", title: "Full Aarti", capacity: 5, registration_count: 5 }),
        templeEvent({ id: "e3", title: "Sample Katha", is_sample: true }),
      ]),
    );
    renderWithQuery(<ExplorePage />);
    const events = eventsRegion();
    expect(events).toHaveTextContent("80 registered of 100 places");
    expect(within(events).getByText("Filling Fast")).toBeInTheDocument();
    expect(events).toHaveTextContent("This event is full. Choose another event.");
    expect(events).toHaveTextContent("An example event");
    expect(within(events).getAllByRole("button")).toHaveLength(1);
    await userEvent.click(within(events).getByRole("button", { name: "Register: Dev Deepawali" }));
    expect(mutate).toHaveBeenCalledWith(true);
  });

  it("lets a registered devotee cancel, and loads more past a page", async () => {
    const fetchNextPage = vi.fn();
    useMyRegistrations.mockReturnValue({ data: new Set(["e1"]) });
    useUpcomingEvents.mockReturnValue(
      infinite("events", [templeEvent()], { hasNextPage: true, fetchNextPage }),
    );
    renderWithQuery(<ExplorePage />);
    expect(eventsRegion()).toHaveTextContent("You are registered.");
    await userEvent.click(
      screen.getByRole("button", { name: "Cancel registration: Dev Deepawali" }),
    );
    expect(mutate).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole("button", { name: "Load more events" }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it.each([
    [{ code: "42501" }, "Registration has closed for this event. Choose another event."],
    [{ code: "PT409", message: "This event is full" }, "This event is full"],
  ])("explains a refused registration (%j)", (error, words) => {
    registration.error = error;
    useUpcomingEvents.mockReturnValue(infinite("events", [templeEvent()]));
    renderWithQuery(<ExplorePage />);
    expect(within(eventsRegion()).getByRole("alert")).toHaveTextContent(words);
  });
});
