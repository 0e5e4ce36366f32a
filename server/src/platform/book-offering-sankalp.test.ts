import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { istAt, type PlatformWorld } from "./testing/platform-world.ts";

// The sankalp details of a booking (name, gotra, nakshatra, family): columns book_offering fills,
// read as the note is, refused when too long; and the migration that moved them out of old notes.
const { server, world } = usePlatformWorld();

const SANKALP_COLUMNS = "sankalp_name, gotra, nakshatra, family_members, note";
const MIGRATION = new URL(
  "../../../supabase/migrations/20261128140000_sankalp_columns.sql",
  import.meta.url,
);

async function book(startsAt: string, details: Record<string, string>): Promise<string> {
  const { data, error } = await world.devotee.client
    .rpc("book_offering", { offering_id: world.consultationId, starts_at: startsAt, ...details })
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function readAs(user: PlatformWorld["devotee"], id: string) {
  const { data, error } = await user.client.from("bookings").select(SANKALP_COLUMNS).eq("id", id);
  expect(error).toBeNull();
  return data;
}

describe("book_offering with sankalp details", () => {
  it("stores them trimmed in their columns, apart from the note, for the devotee and the host", async () => {
    const id = await book(istAt(2, "08:00"), {
      sankalp_name: " Ramesh Sharma ",
      gotra: "Kashyap",
      nakshatra: "Rohini",
      family_members: "Sita, Gita",
      note: "Please call before",
    });
    const stored = {
      sankalp_name: "Ramesh Sharma",
      gotra: "Kashyap",
      nakshatra: "Rohini",
      family_members: "Sita, Gita",
      note: "Please call before",
    };
    expect(await readAs(world.devotee, id)).toEqual([stored]);
    expect(await readAs(world.guru, id)).toEqual([stored]);
  });

  it("shows them to no one else, as the note", async () => {
    const id = await book(istAt(2, "10:00"), { gotra: "Bharadwaj" });
    expect(await readAs(world.other, id)).toEqual([]);
    expect(await readAs(world.templeAdmin, id)).toEqual([]);
  });

  it("leaves them empty when not given", async () => {
    const id = await book(istAt(2, "12:00"), { note: "Namaste" });
    expect(await readAs(world.devotee, id)).toEqual([
      { sankalp_name: "", gotra: "", nakshatra: "", family_members: "", note: "Namaste" },
    ]);
  });

  it.each([
    ["sankalp_name", 120],
    ["gotra", 60],
    ["nakshatra", 60],
    ["family_members", 400],
  ])(
    "refuses a %s longer than %i characters, with its code, and books nothing",
    async (field, max) => {
      const startsAt = istAt(3, "10:00");
      const { error } = await world.devotee.client
        .rpc("book_offering", {
          offering_id: world.consultationId,
          starts_at: startsAt,
          [field]: "x".repeat(max + 1),
        })
        .single();
      expect(error).toMatchObject({ code: "22023" });
      expect(JSON.parse(error?.details ?? "")).toEqual({
        code: "booking.sankalp_too_long",
        field,
        max,
      });
      const { rows } = await server.db.query<{ n: number }>(
        "select count(*)::int as n from public.bookings where lower(slot) = $1",
        [startsAt],
      );
      expect(rows[0]!.n).toBe(0);
      // Exactly the limit, with spaces around it, is accepted.
      await book(startsAt, { [field]: ` ${"x".repeat(max)} ` });
      await server.db.query("delete from public.bookings where lower(slot) = $1", [startsAt]);
    },
  );
});

describe("the migration to sankalp columns", () => {
  it("moves the labelled lines of notes written the old way into the columns", async () => {
    const oldNotes = {
      all: "Sankalp for: Ramesh Sharma\nGotra: Kashyap\nNakshatra: Rohini\nFamily members: Sita, Gita\nPlease call before\nand after",
      gotraOnly: "Gotra: Bharadwaj",
      nameAndNote: "Sankalp for: Asha\nNamaste",
      plain: "Namaste, no sankalp",
      tooLong: `Gotra: ${"x".repeat(61)}\nNamaste`,
    };
    const ids = Object.fromEntries(
      await Promise.all(
        Object.entries(oldNotes).map(async ([name, note], i) => [
          name,
          await book(istAt(4, `${String(8 + 2 * i).padStart(2, "0")}:00`), { note }),
        ]),
      ),
    ) as Record<keyof typeof oldNotes, string>;

    await server.db.exec(await readFile(MIGRATION, "utf8"));

    const byName = async (name: keyof typeof oldNotes) => {
      const { rows } = await server.db.query(
        `select ${SANKALP_COLUMNS} from public.bookings where id = $1`,
        [ids[name]],
      );
      return rows[0];
    };
    const empty = { sankalp_name: "", gotra: "", nakshatra: "", family_members: "" };
    expect(await byName("all")).toEqual({
      sankalp_name: "Ramesh Sharma",
      gotra: "Kashyap",
      nakshatra: "Rohini",
      family_members: "Sita, Gita",
      note: "Please call before\nand after",
    });
    expect(await byName("gotraOnly")).toEqual({ ...empty, gotra: "Bharadwaj", note: "" });
    expect(await byName("nameAndNote")).toEqual({
      ...empty,
      sankalp_name: "Asha",
      note: "Namaste",
    });
    expect(await byName("plain")).toEqual({ ...empty, note: oldNotes.plain });
    expect(await byName("tooLong")).toEqual({ ...empty, note: oldNotes.tooLong });
  });
});
