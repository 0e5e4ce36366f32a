import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { mutationRefreshes, refreshAfter } from "./mutation-refresh";

describe("refreshAfter", () => {
  it("marks stale every read an area touches, for any id, and leaves the others", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["temple-donation-totals", "t1"], []);
    queryClient.setQueryData(["booking", "b1"], {});
    queryClient.setQueryData(["my-offerings", "p1"], []);
    await refreshAfter(queryClient, "payment");
    expect(queryClient.getQueryState(["temple-donation-totals", "t1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["booking", "b1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["my-offerings", "p1"])?.isInvalidated).toBe(false);
  });

  it("takes several areas at once", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["available-slots", "p1"], []);
    queryClient.setQueryData(["payments-to-confirm", "provider_id", "p1"], []);
    await refreshAfter(queryClient, "booking", "payment");
    expect(queryClient.getQueryState(["available-slots", "p1"])?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(["payments-to-confirm", "provider_id", "p1"])?.isInvalidated,
    ).toBe(true);
  });

  it("names a payment's donation totals, so a confirmed UPI donation shows as paid", () => {
    expect(mutationRefreshes.payment).toContainEqual(["temple-donation-totals"]);
    expect(mutationRefreshes.payment).toContainEqual(["temple-donations"]);
  });
});
