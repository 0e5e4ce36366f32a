import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import type { Queryable } from "../db/database.ts";
import { paymentStep, startPayment } from "./testing/platform-world.ts";

// Receipt numbers: <prefix>/<financial year>/<000001>, a sequence per temple and Indian financial
// year (April to March, IST) with no gaps, whatever runs at the same time or rolls back; and the
// temple's receipt details, which its admins write.
const { server, world } = usePlatformWorld();

/** A verified temple of the world's temple admin with one seva program. */
async function templeWithProgram(slug: string, prefix?: string) {
  const { rows } = await server.db.query<{ id: string; receipt_prefix: string }>(
    `insert into public.temples (slug, name, created_by, verification_status, receipt_prefix)
     values ($1, 'Mandir', $2, 'verified', $3) returning id, receipt_prefix`,
    [slug, world.templeAdmin.id, prefix ?? null],
  );
  const temple = rows[0]!;
  const { rows: programs } = await server.db.query<{ id: string }>(
    `insert into public.seva_programs (temple_id, title, goal_paise)
     values ($1, 'Gau Seva', 10000000) returning id`,
    [temple.id],
  );
  return { ...temple, programId: programs[0]!.id };
}

const financialYear = async (at: string) =>
  (await server.db.query<{ fy: string }>("select app_private.financial_year($1) as fy", [at]))
    .rows[0]!.fy;

/** The numbers (the last six digits) of `receipts`, in order. */
const serials = (receipts: string[]) =>
  receipts.map((receipt) => Number(receipt.split("/")[2])).sort((a, b) => a - b);

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("financial years", () => {
  it("turn at midnight between 31 March and 1 April in India", async () => {
    expect(await financialYear("2027-03-31T23:59:59+05:30")).toBe("2026-27");
    expect(await financialYear("2027-04-01T00:00:00+05:30")).toBe("2027-28");
    // 18:30 UTC on 31 March is already 1 April in India.
    expect(await financialYear("2027-03-31T18:29:59Z")).toBe("2026-27");
    expect(await financialYear("2027-03-31T18:30:00Z")).toBe("2027-28");
    expect(await financialYear("2026-04-01T00:00:00+05:30")).toBe("2026-27");
    expect(await financialYear("2099-12-31T12:00:00+05:30")).toBe("2099-00");
  });
});

describe("next_receipt_number", () => {
  it("numbers each temple and year from 000001, with no gaps under 20 concurrent transactions that partly roll back", async () => {
    const suffix = randomUUID().slice(0, 6);
    const east = await templeWithProgram(`east-${suffix}`, "EAST");
    const west = await templeWithProgram(`west-${suffix}`, "WEST");
    const marchEnd = "2031-03-31T23:59:00+05:30";
    const aprilStart = "2031-04-01T00:00:00+05:30";
    const issued: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const temple = i % 2 === 0 ? east.id : west.id;
        const at = i % 4 < 2 ? marchEnd : aprilStart;
        const rollsBack = i % 5 === 0;
        await server.db
          .transaction(async (tx) => {
            const { rows } = await tx.query<{ number: string }>(
              "select app_private.next_receipt_number($1, $2) as number",
              [temple, at],
            );
            // Hold the counter a moment, so the others queue behind it.
            await tx.query("select pg_sleep(0.01)");
            if (rollsBack) throw new Error("the capture failed after its number was drawn");
            issued.push(rows[0]!.number);
          })
          .catch((error: unknown) => {
            if (!rollsBack) throw error;
          });
      }),
    );
    expect(issued).toHaveLength(16);
    const of = (prefix: string, year: string) =>
      issued.filter((n) => n.startsWith(`${prefix}/${year}/`));
    // Five draws per temple and year, one of each five rolled back: 1 to 4 in each, no gap.
    for (const prefix of ["EAST", "WEST"]) {
      expect(serials(of(prefix, "2030-31"))).toEqual(oneTo(4));
      expect(serials(of(prefix, "2031-32"))).toEqual(oneTo(4));
    }
    expect(of("EAST", "2030-31")).toContain("EAST/2030-31/000004");
    const { rows } = await server.db.query<{
      prefix: string;
      financial_year: string;
      last_number: number;
    }>(
      `select t.receipt_prefix as prefix, c.financial_year, c.last_number
         from public.receipt_counters c join public.temples t on t.id = c.temple_id
        where c.temple_id in ($1, $2) order by 1, 2`,
      [east.id, west.id],
    );
    expect(rows).toEqual(
      ["EAST", "WEST"].flatMap((prefix) =>
        ["2030-31", "2031-32"].map((year) => ({
          prefix,
          financial_year: year,
          last_number: 4,
        })),
      ),
    );
  });

  it("numbers 20 concurrent captures at two temples 1 to 10 each, even when some captures roll back", async () => {
    const suffix = randomUUID().slice(0, 6);
    const temples = [
      await templeWithProgram(`north-${suffix}`, "NORTH"),
      await templeWithProgram(`south-${suffix}`, "SOUTH"),
    ];
    const orders: { order: string; amount: number; donationId: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const temple = temples[i % 2]!;
      const amount = 10_000 + i * 100;
      const { data } = await world.devotee.client
        .rpc("record_donation", { seva_program_id: temple.programId, amount_paise: amount })
        .single<{ id: string }>();
      const started = await startPayment(
        server,
        "donation",
        data!.id,
        world.devotee.id,
        "razorpay",
      );
      const order = `order_R${i}_${suffix}`;
      await paymentStep(server, "attach_order", started.id, order);
      orders.push({ order, amount, donationId: data!.id });
    }
    const capture = (tx: Queryable, o: (typeof orders)[number]) =>
      tx.query("select app_private.capture_payment('razorpay', $1, $2, $3)", [
        o.order,
        `pay_${o.order}`,
        o.amount,
      ]);
    // Every third capture's transaction fails after the capture and rolls back; the gateway
    // retries it later.
    await Promise.all(
      orders.map((o, i) =>
        server.db
          .transaction(async (tx) => {
            await capture(tx, o);
            if (i % 3 === 0) throw new Error("lost before commit");
          })
          .catch(() => undefined),
      ),
    );
    await Promise.all(orders.map((o) => capture(server.db, o)));

    for (const temple of temples) {
      const { rows } = await server.db.query<{ receipt_number: string; status: string }>(
        "select receipt_number, status from public.donations where temple_id = $1",
        [temple.id],
      );
      expect(rows).toHaveLength(10);
      expect(rows.every((row) => row.status === "paid")).toBe(true);
      const year = await financialYear(new Date().toISOString());
      const numbers = rows.map((row) => row.receipt_number);
      for (const n of numbers) expect(n.startsWith(`${temple.receipt_prefix}/${year}/`)).toBe(true);
      expect(serials(numbers)).toEqual(oneTo(10));
    }
    const { rows: jobs } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.jobs
        where kind = 'donation.receipt' and payload ->> 'donation_id' = any ($1::text[])`,
      [orders.map((o) => o.donationId)],
    );
    expect(jobs[0]!.n).toBe(20);
  });

  it("answers PT404 for an unknown temple", async () => {
    await expect(
      server.db.query("select app_private.next_receipt_number($1, now())", [randomUUID()]),
    ).rejects.toMatchObject({ code: "PT404" });
  });
});

describe("a temple's receipt details", () => {
  it("a prefix defaults to the slug's initials, or its first ten letters and digits", async () => {
    const suffix = randomUUID().slice(0, 6);
    const long = await templeWithProgram(`shri-kashi-vishwanath-${suffix}`);
    expect(long.receipt_prefix).toBe(`SKV${suffix[0]!.toUpperCase()}`);
    const short = await templeWithProgram(`iskcon-${suffix}`);
    expect(short.receipt_prefix).toBe(`ISKCON${suffix.slice(0, 4).toUpperCase()}`);
  });

  it("the temple's admins set the registration, the 80G details and the prefix; anyone reads them", async () => {
    const update = await world.templeAdmin.client
      .from("temples")
      .update({
        registration_number: "TRUST/MH/2001/123",
        eighty_g_number: "AAATS1234FF20214",
        eighty_g_valid_until: "2029-03-31",
        receipt_prefix: " smt ",
      })
      .eq("id", world.templeId)
      .select("receipt_prefix")
      .single();
    expect(update).toMatchObject({ error: null, data: { receipt_prefix: "SMT" } });
    const seen = await world.anon
      .from("temples")
      .select("registration_number, eighty_g_number, eighty_g_valid_until")
      .eq("id", world.templeId)
      .single();
    expect(seen.data).toEqual({
      registration_number: "TRUST/MH/2001/123",
      eighty_g_number: "AAATS1234FF20214",
      eighty_g_valid_until: "2029-03-31",
    });
    // Emptied, the prefix goes back to the default.
    const reset = await world.templeAdmin.client
      .from("temples")
      .update({ receipt_prefix: "" })
      .eq("id", world.templeId)
      .select("slug, receipt_prefix")
      .single<{ slug: string; receipt_prefix: string }>();
    expect(reset.data?.receipt_prefix).toBe(
      reset.data!.slug.replaceAll("-", "").slice(0, 10).toUpperCase(),
    );
  });

  it("refuses a prefix with other characters, or too long, and a registration over 100 characters", async () => {
    for (const change of [
      { receipt_prefix: "SM-T" },
      { receipt_prefix: "ABCDEFGHIJK" },
      { registration_number: "x".repeat(101) },
    ]) {
      const reply = await world.templeAdmin.client
        .from("temples")
        .update(change)
        .eq("id", world.templeId);
      expect(reply.error?.code).toBe("23514");
    }
  });

  it("nobody else changes them", async () => {
    const reply = await world.other.client
      .from("temples")
      .update({ eighty_g_number: "FORGED" })
      .eq("id", world.templeId)
      .select("id");
    expect(reply).toMatchObject({ error: null, data: [] });
    const { rows } = await server.db.query<{ eighty_g_number: string }>(
      "select eighty_g_number from public.temples where id = $1",
      [world.templeId],
    );
    expect(rows[0]!.eighty_g_number).toBe("AAATS1234FF20214");
  });
});
