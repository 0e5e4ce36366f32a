import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// record_donation's receipt fields (name, PAN, dedication) and a temple's deity and timings.
const { server, world } = usePlatformWorld();

async function countDonations(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.donations",
  );
  return rows[0]!.n;
}

describe("record_donation receipt fields", () => {
  it("keeps the receipt's name, the PAN (upper-cased) and the dedication", async () => {
    const { data, error } = await world.devotee.client
      .rpc("record_donation", {
        seva_program_id: world.sevaProgramId,
        amount_paise: 100100,
        donor_name: "Asha Iyer",
        pan: " abcde1234f ",
        message: "In memory of my grandmother",
      })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: "pending",
      amount_paise: 100100,
      donor_name: "Asha Iyer",
      pan: "ABCDE1234F",
      message: "In memory of my grandmother",
    });
  });

  it("falls back to the profile's name and no PAN", async () => {
    const { data } = await world.devotee.client
      .rpc("record_donation", {
        seva_program_id: world.sevaProgramId,
        amount_paise: 10000,
        donor_name: "  ",
        pan: "",
      })
      .single();
    expect(data).toMatchObject({ donor_name: "devotee", pan: null });
  });

  it("refuses a malformed PAN with 22023, writing nothing", async () => {
    const before = await countDonations();
    const reply = await world.devotee.client.rpc("record_donation", {
      seva_program_id: world.sevaProgramId,
      amount_paise: 10000,
      pan: "ABCD12345F",
    });
    expect(reply).toMatchObject({
      status: 400,
      error: {
        code: "22023",
        message: "A PAN is five letters, four digits and a letter, like ABCDE1234F",
      },
    });
    expect(await countDonations()).toBe(before);
  });
});

describe("temple deity and timings", () => {
  it("a temple admin sets them and anyone reads them", async () => {
    const update = await world.templeAdmin.client
      .from("temples")
      .update({
        deity: "Lord Shiva",
        darshan_timings: "4:00 AM – 11:00 PM",
        aarti_timings: "Mangala 3:00 AM, Sandhya 7:00 PM",
      })
      .eq("id", world.templeId);
    expect(update.error).toBeNull();
    const { data } = await world.anon
      .from("temples")
      .select("deity, darshan_timings, aarti_timings")
      .eq("id", world.templeId)
      .single();
    expect(data).toEqual({
      deity: "Lord Shiva",
      darshan_timings: "4:00 AM – 11:00 PM",
      aarti_timings: "Mangala 3:00 AM, Sandhya 7:00 PM",
    });
  });
});
