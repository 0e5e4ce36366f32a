// @vitest-environment node
// My bookings reads a page in index order, never every booking: what its requests carry (limit
// one more than a page, newest slot first, the cursor on later pages), through supabase-js.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { bookingRows } from "@/testing/booking-rows";
import { recordingSupabase } from "@/testing/recording-supabase";
import { fetchMyBookings } from "./list-my-bookings";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const PAGE = 20;
const recording = recordingSupabase(client);
const { requests } = recording;

const slotOf = (i: number) => `["2026-12-01 ${String(i % 24).padStart(2, "0")}:00:00+00",)`;
const rows = (count: number) => bookingRows(count, slotOf);

describe("fetchMyBookings", () => {
  it("asks for one more than a page, newest slot first, and pages after the last row", async () => {
    recording.reply = () => rows(PAGE + 1);
    const first = await fetchMyBookings("d1", null);
    expect(first.bookings).toHaveLength(PAGE);
    expect(first.hasMore).toBe(true);
    expect(first.next).toEqual({ slot: slotOf(PAGE - 1), id: `b${PAGE - 1}` });
    const sent = requests[0]!.searchParams;
    expect(sent.get("devotee_id")).toBe("eq.d1");
    expect(sent.get("order")).toBe("slot.desc,id.desc");
    expect(sent.get("limit")).toBe(String(PAGE + 1));
    expect(sent.has("offset")).toBe(false);

    recording.reply = (url) =>
      url.searchParams.get("slot")?.startsWith("eq.") ? rows(1) : rows(2);
    const second = await fetchMyBookings("d1", first.next!);
    expect(second.bookings).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    expect(requests[1]!.searchParams.get("slot")).toBe(`eq.${slotOf(PAGE - 1)}`);
    expect(requests[1]!.searchParams.get("id")).toBe(`lt.b${PAGE - 1}`);
    expect(requests[2]!.searchParams.get("slot")).toBe(`lt.${slotOf(PAGE - 1)}`);
    expect(requests[2]!.searchParams.get("limit")).toBe(String(PAGE));
  });
});
