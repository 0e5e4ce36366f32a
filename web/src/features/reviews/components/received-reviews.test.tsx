// The Reviews section of a provider's /profile against the real server in-process (RLS on
// PGlite), through a real supabase-js client signed in as the pujari: their reviews newest first
// with the devotee's first name only, and one reply each.
import type { SupabaseClient } from "@supabase/supabase-js";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatIstDate } from "@/lib/format";
import { renderWithQuery } from "@/testing/render-with-query";
import { createBooking, createListedPujari, createSignedInUser } from "../testing/review-world";
import { ReceivedReviews } from "./received-reviews";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const server = domTestServerForFile();

describe("ReceivedReviews", () => {
  it("lists the reviews newest first and takes one reply to each", async () => {
    const pujari = await createListedPujari(server);
    for (const [name, rating, body] of [
      ["Meera Sharma", 5, "Every mantra explained."],
      ["Arjun Kumar Rao", 3, ""],
    ] as const) {
      const devotee = await createSignedInUser(server, "devotee");
      const bookingId = await createBooking(server, {
        devoteeId: devotee.id,
        devoteeName: name,
        pujari,
        status: "completed",
      });
      const { error } = await devotee.client
        .from("reviews")
        .insert({ booking_id: bookingId, author_id: devotee.id, rating, body });
      expect(error).toBeNull();
    }
    client.current = pujari.client;
    const user = userEvent.setup();
    renderWithQuery(<ReceivedReviews host={{ kind: "provider", id: pujari.providerId }} />, {
      userId: pujari.id,
    });

    const list = await screen.findByRole("list", { name: "Reviews of you" });
    const [newest, older] = within(list).getAllByRole("listitem");
    const today = formatIstDate(new Date().toISOString());
    expect(newest).toHaveTextContent(`3 / 5Arjun · ${today} · Rudrabhishek`);
    expect(newest).toHaveTextContent("Stars only, no words.");
    expect(older).toHaveTextContent(`5 / 5Meera · ${today} · Rudrabhishek`);
    expect(older).toHaveTextContent("Every mantra explained.");
    expect(list).not.toHaveTextContent("Sharma");

    // Reply opens a form focused on the words; Cancel returns to Reply.
    await user.click(within(older!).getByRole("button", { name: "Reply to Meera" }));
    expect(within(older!).getByLabelText("Your reply to Meera")).toHaveFocus();
    await user.click(within(older!).getByRole("button", { name: "Cancel" }));
    expect(within(older!).getByRole("button", { name: "Reply to Meera" })).toHaveFocus();

    await user.click(within(older!).getByRole("button", { name: "Reply to Meera" }));
    await user.click(within(older!).getByRole("button", { name: "Send reply" }));
    expect(await within(older!).findByText("Write your reply")).toBeInTheDocument();
    await user.type(within(older!).getByLabelText("Your reply to Meera"), "Dhanyavaad, Meera ji.");
    expect(within(older!).getByText(/^21 of 2000 characters/)).toBeInTheDocument();
    await user.click(within(older!).getByRole("button", { name: "Send reply" }));

    expect(await within(older!).findByText("Dhanyavaad, Meera ji.")).toBeInTheDocument();
    expect(older).toHaveTextContent(`Your reply${today}`);
    expect(within(older!).queryByRole("button", { name: /Reply/ })).not.toBeInTheDocument();
    expect(within(newest!).getByRole("button", { name: "Reply to Arjun" })).toBeInTheDocument();

    const { data } = await server
      .createAdminClient()
      .from("reviews")
      .select("reply")
      .eq("provider_id", pujari.providerId)
      .not("reply", "is", null);
    expect(data).toEqual([{ reply: "Dhanyavaad, Meera ji." }]);
  });

  it("says how reviews come when there are none", async () => {
    const pujari = await createListedPujari(server, "Acharya New");
    client.current = pujari.client;
    renderWithQuery(<ReceivedReviews host={{ kind: "provider", id: pujari.providerId }} />, {
      userId: pujari.id,
    });
    expect(
      await screen.findByText(
        "No reviews yet. Devotees can review a booking after it is completed.",
      ),
    ).toBeInTheDocument();
  });
});
