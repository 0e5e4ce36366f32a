import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PaymentRow } from "@/lib/payment-rules";
import { renderWithQuery } from "@/testing/render-with-query";
import { BookingPayment, type BookingPaymentFacts } from "./booking-payment";
import { fixture } from "@/testing/fixture";

// What a booking's page says of its payment; paying and refunds run against the real server in
// e2e/specs/payments*.spec.ts and server/src/payments/*.test.ts.
const booking = fixture<BookingPaymentFacts>({
  id: "b1",
  status: "confirmed",
  price_paise: 110000,
  offeringKind: "online_pooja",
  payments: [],
});

function renderPayment(facts: BookingPaymentFacts, isDevotee: boolean) {
  return renderWithQuery(
    <BookingPayment
      booking={facts}
      isDevotee={isDevotee}
      hostName="Pandit Ravi"
      bookingKey={["booking", facts.id]}
    />,
  );
}

describe("BookingPayment", () => {
  it("offers to pay an unpaid booking, then shows what was paid and who refunds a cancellation", () => {
    const { unmount } = renderPayment(booking(), true);
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(payment).toHaveTextContent("Not paid yet.");
    expect(within(payment).getByRole("button", { name: "Pay ₹1,100" })).toBeEnabled();
    unmount();

    const paid: PaymentRow = {
      id: "pay1",
      status: "captured",
      method: "upi",
      amount_paise: 110000,
      captured_at: "2026-11-24T04:30:00Z",
      upi_reference: "412345678901",
      refund_status: "due_from_payee",
      refund_paise: 55000,
      refunded_at: null,
    };
    const cancelled = booking({ status: "cancelled", payments: [paid] });
    const devotee = renderPayment(cancelled, true);
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "Pandit Ravi returns ₹550 to you directly by UPI.",
    );
    devotee.unmount();
    renderPayment(cancelled, false);
    expect(
      within(screen.getByRole("region", { name: "Payment" })).getByRole("button", {
        name: "I have returned ₹550",
      }),
    ).toBeEnabled();
  });
});
