// The review form on /bookings/:id against the real server in-process (RLS on PGlite), through a
// real supabase-js client signed in as the devotee: submit, the duplicate the unique constraint
// refuses, edit and delete, and a booking that is not completed yet.
import type { SupabaseClient } from "@supabase/supabase-js";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { createReview } from "../api/create-review";
import { describeReviewError } from "../review-errors";
import {
  createBooking,
  createListedPujari,
  createSignedInUser,
  type SignedInUser,
} from "../testing/review-world";
import { BookingReview } from "./booking-review";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const server = domTestServerForFile();
let devotee: SignedInUser;
let pujari: Awaited<ReturnType<typeof createListedPujari>>;

beforeAll(async () => {
  pujari = await createListedPujari(server);
  devotee = await createSignedInUser(server, "devotee");
  client.current = devotee.client;
  await server
    .createAdminClient()
    .from("profiles")
    .update({ display_name: "Asha Devi" })
    .eq("id", devotee.id);
}, 60_000);

async function providerFigures() {
  const { data } = await server
    .createAdminClient()
    .from("providers")
    .select("rating, review_count")
    .eq("id", pujari.providerId)
    .single();
  return data;
}

/** What anyone reading the pujari's page sees for each review's author. */
async function publicAuthorNames() {
  const { data } = await server
    .createClient()
    .from("public_reviews")
    .select("author_name")
    .eq("provider_id", pujari.providerId);
  return data?.map((review) => review.author_name);
}

/** Books the devotee with the pujari at `status` and shows that booking's review; its id. */
async function reviewNewBooking(status: "completed" | "confirmed" = "completed") {
  const bookingId = await createBooking(server, { devoteeId: devotee.id, pujari, status });
  renderWithQuery(<BookingReview bookingId={bookingId} status={status} hostName={pujari.name} />, {
    userId: devotee.id,
  });
  return bookingId;
}

describe("BookingReview", () => {
  it("takes stars by keyboard and words, then shows the review with Edit and Delete", async () => {
    const user = userEvent.setup();
    await reviewNewBooking();
    expect(await screen.findByRole("heading", { name: "How was it?" })).toBeInTheDocument();
    const stars = screen.getByRole("group", { name: "Your rating" });
    const names = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"];
    expect(within(stars).getAllByRole("radio")).toEqual(
      names.map((name) => within(stars).getByRole("radio", { name })),
    );

    // No stars yet: the form says what is missing and sends nothing.
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Choose 1 to 5 stars")).toBeInTheDocument();

    // The arrows move through the group: 1 → 4 stars.
    await user.click(screen.getByRole("radio", { name: "1 star" }));
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(screen.getByText("4 stars of 5")).toBeInTheDocument();
    const words = screen.getByLabelText("Your review (optional)");
    await user.type(words, "Clear sankalp, on time.");
    expect(screen.getByText(/^23 of 2000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit review" }));

    expect(await screen.findByRole("heading", { name: "Your review" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Thank you. Your review is published.");
    expect(screen.getByText("Clear sankalp, on time.")).toBeInTheDocument();
    expect(screen.getByText("4 / 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit review" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete review" })).toBeInTheDocument();
    expect(await providerFigures()).toEqual({ rating: 4, review_count: 1 });

    expect(screen.getByText(/Shown with your name\./)).toBeInTheDocument();
    expect(await publicAuthorNames()).toEqual(["Asha Devi"]);

    // Edit: 5 stars, and only the initials by keyboard (Tab into the group, an arrow to move).
    await user.click(screen.getByRole("button", { name: "Edit review" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "4 stars" })).toHaveFocus());
    await user.keyboard("{ArrowRight}");
    const shownAs = screen.getByRole("group", { name: "Your name on the review" });
    expect(within(shownAs).getByRole("radio", { name: "Show my name" })).toBeChecked();
    await user.click(within(shownAs).getByRole("radio", { name: "Show my name" }));
    await user.keyboard("{ArrowDown}");
    expect(within(shownAs).getByRole("radio", { name: "Show my initials" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save review" }));
    expect(await screen.findByText("5 / 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit review" })).toHaveFocus();
    expect(screen.getByText(/Shown with your initials\./)).toBeInTheDocument();
    expect(await providerFigures()).toEqual({ rating: 5, review_count: 1 });
    expect(await publicAuthorNames()).toEqual(["A. D."]);

    // Delete, after confirming: the form is back and the rating has no review behind it.
    await user.click(screen.getByRole("button", { name: "Delete review" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your review?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete review" }));
    expect(await screen.findByRole("heading", { name: "How was it?" })).toBeInTheDocument();
    expect(await providerFigures()).toEqual({ rating: null, review_count: 0 });
  });

  it("refuses a second review of the booking and shows the one there is", async () => {
    const user = userEvent.setup();
    const bookingId = await reviewNewBooking();
    await user.click(await screen.findByRole("radio", { name: "3 stars" }));
    // Meanwhile the same devotee reviews it from another tab.
    const elsewhere = await devotee.client
      .from("reviews")
      .insert({ booking_id: bookingId, author_id: devotee.id, rating: 5, body: "From my phone" });
    expect(elsewhere.error).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit review" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have already reviewed this booking.",
    );
    expect(await screen.findByText("From my phone")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your review" })).toBeInTheDocument();
  });

  it("says when a booking not yet completed can be reviewed, as the database decides", async () => {
    const bookingId = await reviewNewBooking("confirmed");
    expect(
      screen.getByText("You can review this once the booking is completed."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Your rating" })).not.toBeInTheDocument();

    const refusal = await createReview({
      bookingId,
      authorId: devotee.id,
      rating: 5,
      body: "",
      authorShownAs: "name",
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "42501" });
    expect(describeReviewError(refusal)).toBe("You can review this once the booking is completed.");
  });

  it("shows nothing to review on a cancelled booking", () => {
    const { container } = renderWithQuery(
      <BookingReview bookingId="b1" status="cancelled" hostName="Pandit Ravi" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
