import { describe, expect, it } from "vitest";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { groupClients } from "./clients";

const booking = (devotee: string, name: string, start: string, status = "completed") =>
  ({
    id: `${devotee}-${start}`,
    devotee_id: devotee,
    devotee_name: name,
    start,
    status,
  }) as ProviderBooking;

describe("groupClients", () => {
  it("groups by devotee, names each by their latest booking, latest client first", () => {
    const clients = groupClients([
      booking("a", "Asha", "2026-11-01T05:00:00Z"),
      booking("b", "Ravi", "2026-11-05T05:00:00Z", "declined"),
      booking("a", "Asha Verma", "2026-11-10T05:00:00Z", "confirmed"),
    ]);
    expect(
      clients.map(({ devoteeId, name, bookings, completed }) => [
        devoteeId,
        name,
        bookings.length,
        completed,
      ]),
    ).toEqual([
      ["a", "Asha Verma", 2, 1],
      ["b", "Ravi", 1, 0],
    ]);
  });
});
