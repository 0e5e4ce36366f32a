import { afterEach, describe, expect, it, vi } from "vitest";
import { describeServerError } from "./server-error";

afterEach(() => vi.restoreAllMocks());

describe("describeServerError", () => {
  it("says a change made offline needs a connection", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(describeServerError({ message: "TypeError: Failed to fetch" })).toBe(
      "You are offline. This needs a connection: try again once you are connected.",
    );
  });

  it("online, a request that never reached the server says so", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    expect(describeServerError({ message: "TypeError: Failed to fetch" })).toBe(
      "We could not reach Bhakti Setu. Check your connection and try again.",
    );
  });
});
