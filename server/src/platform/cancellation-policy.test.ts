import {
  cancellationPolicyOf,
  describeCancellationPolicy,
  refundOnCancel,
} from "@bhakti-setu/common/cancellation-policy.ts";
import { cancellationPolicyEn } from "@bhakti-setu/common/cancellation-policy.en.ts";
import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// cancel_booking's refund against the one rule the screens and messages state, for every rule
// shape, each side, a request and a confirmed booking, inside and after the free window.
const { server, world } = usePlatformWorld();
let second = 0;

const HOUR = 3_600_000;
const PRICE = 100_001;

/** A booking of the guru's consultation with the given rule, starting `startsIn` ms from now. */
async function insertBooking(
  rule: { free_cancel_hours: number; kept_percent: number },
  status: "requested" | "confirmed",
  startsIn: number,
): Promise<{ id: string; startsAt: Date }> {
  // A second apart, so no two of them overlap whatever their window.
  second += 1;
  const startsAt = new Date(Date.now() + startsIn + second * 1000);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
       free_cancel_hours, kept_percent, slot, blocked, status, is_prepaid)
     select $1, o.id, o.provider_id, o.title, 'online', $3, $4, $5, r, r, $6::public.booking_status, false
       from public.offerings o, tstzrange($7::timestamptz, $7::timestamptz + interval '1 second') r
      where o.id = $2
     returning id`,
    [
      world.devotee.id,
      world.consultationId,
      PRICE,
      rule.free_cancel_hours,
      rule.kept_percent,
      status,
      startsAt,
    ],
  );
  return { id: rows[0]!.id, startsAt };
}

const rules = [0, 1, 24, 72].flatMap((hours) =>
  [0, 33, 50, 100].map((kept) => ({ free_cancel_hours: hours, kept_percent: kept })),
);

describe.each(rules)("the rule %o", (rule) => {
  const policy = cancellationPolicyOf(rule);
  // Half an hour clear of the window's edge either way, so the test's clock and the database's agree.
  const timings = [
    { when: "inside the free window", startsIn: (rule.free_cancel_hours + 0.5) * HOUR },
    ...(rule.free_cancel_hours > 0
      ? [{ when: "after the free window closed", startsIn: (rule.free_cancel_hours - 0.5) * HOUR }]
      : []),
  ];
  const cases = timings.flatMap((timing) =>
    (["requested", "confirmed"] as const).flatMap((status) =>
      (["devotee", "provider"] as const).map((by) => ({ ...timing, status, by })),
    ),
  );

  it.each(cases)("$by cancels a $status booking $when: the refund is the rule's", async (c) => {
    const booking = await insertBooking(rule, c.status, c.startsIn);
    const actor = c.by === "devotee" ? world.devotee : world.guru;
    const { data, error } = await actor.client
      .rpc("cancel_booking", { booking_id: booking.id, reason: "Cannot come" })
      .single<{ refundable_paise: number }>();
    expect(error).toBeNull();
    const expected = refundOnCancel(
      { ...rule, status: c.status, price_paise: PRICE, startsAt: booking.startsAt },
      c.by,
      new Date(),
    );
    expect(data!.refundable_paise).toBe(expected.refundPaise);
    // What the words promise holds too: a rule stated as free until the start refunds all.
    if (policy.kind === "free_until_start") expect(expected.refundPaise).toBe(PRICE);
  });

  it("is stated in words that name its hours and kept share, or none", () => {
    const text = describeCancellationPolicy(rule, cancellationPolicyEn);
    if (policy.kind === "free_until_start") {
      expect(text).toBe(cancellationPolicyEn.freeUntilStart);
    } else {
      expect(text).toContain(`${rule.free_cancel_hours} hour`);
      expect(text).toContain(rule.kept_percent === 100 ? "no refund" : `${rule.kept_percent}%`);
    }
  });
});
