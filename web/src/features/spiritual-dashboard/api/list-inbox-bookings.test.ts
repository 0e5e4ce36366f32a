// @vitest-environment node
// The inbox reads a page in index order, never every booking: what its requests carry (limit one
// more than a page, the order the indexes keep, the cursor on later pages), through supabase-js.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { bookingRows } from "@/testing/booking-rows";
import { recordingSupabase } from "@/testing/recording-supabase";
import { countInboxBookings, fetchInboxBookings, INBOX_PAGE_SIZE } from "./list-inbox-bookings";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

// The count of a head request arrives in content-range.
const recording = recordingSupabase(client, { "content-range": "0-0/7" });
const { requests } = recording;

const slotOf = (i: number) =>
  `["2026-12-${String(1 + (i % 28)).padStart(2, "0")} 05:00:00+00","2026-12-${String(1 + (i % 28)).padStart(2, "0")} 06:00:00+00")`;
const rows = (count: number) => bookingRows(count, slotOf);

describe("fetchInboxBookings", () => {
  it("asks for one more than a page of the tab, by slot then id, and pages after the last slot", async () => {
    recording.reply = () => rows(INBOX_PAGE_SIZE + 1);
    const first = await fetchInboxBookings("p1", "requested", null);
    expect(first.bookings).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.next).toEqual({
      slot: slotOf(INBOX_PAGE_SIZE - 1),
      id: `b${INBOX_PAGE_SIZE - 1}`,
    });
    const sent = requests[0]!.searchParams;
    expect(sent.get("provider_id")).toBe("eq.p1");
    expect(sent.get("status")).toBe("eq.requested");
    expect(sent.get("order")).toBe("slot.asc,id.asc");
    expect(sent.get("limit")).toBe(String(INBOX_PAGE_SIZE + 1));
    expect(sent.has("offset")).toBe(false);

    recording.reply = () => rows(3);
    const second = await fetchInboxBookings("p1", "requested", first.next!);
    expect(second.next).toBeUndefined();
    const after = requests[1]!.searchParams;
    expect(after.get("slot")).toBe(`gt.${slotOf(INBOX_PAGE_SIZE - 1)}`);
    expect(after.get("limit")).toBe(String(INBOX_PAGE_SIZE + 1));
  });

  it("reads the past newest first, the rest of the cursor's slot before the earlier slots", async () => {
    await fetchInboxBookings("p1", "past", null);
    const sent = requests[0]!.searchParams;
    expect(sent.get("status")).toBe("in.(completed,declined,cancelled,expired)");
    expect(sent.get("order")).toBe("slot.desc,id.desc");
    expect(sent.get("limit")).toBe(String(INBOX_PAGE_SIZE + 1));

    recording.reply = (url) => (url.searchParams.get("slot")?.startsWith("eq.") ? rows(2) : []);
    await fetchInboxBookings("p1", "past", { slot: slotOf(3), id: "b9" });
    expect(requests[1]!.searchParams.get("slot")).toBe(`eq.${slotOf(3)}`);
    expect(requests[1]!.searchParams.get("id")).toBe("lt.b9");
    expect(requests[2]!.searchParams.get("slot")).toBe(`lt.${slotOf(3)}`);
    expect(requests[2]!.searchParams.get("limit")).toBe(String(INBOX_PAGE_SIZE - 1));
  });
});

describe("countInboxBookings", () => {
  it("counts each tab with a head request, reading no rows", async () => {
    const counts = await countInboxBookings("p1");
    expect(counts).toEqual({ requested: 7, upcoming: 7, past: 7 });
    expect(requests).toHaveLength(3);
    for (const url of requests) {
      expect(url.searchParams.get("select")).toBe("id");
      expect(url.searchParams.get("provider_id")).toBe("eq.p1");
    }
  });
});
