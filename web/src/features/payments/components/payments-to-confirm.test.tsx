// A payee confirming a UPI payment: the list and every screen showing the payment read again,
// so the temple's donations and totals say Paid without a reload.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentToConfirm } from "../api/payments-to-confirm";
import { PaymentsToConfirm } from "./payments-to-confirm";

const hooks = vi.hoisted(() => ({ usePaymentsToConfirm: vi.fn(), confirmUpiPayment: vi.fn() }));
vi.mock("../api/payments-to-confirm", () => ({
  usePaymentsToConfirm: hooks.usePaymentsToConfirm,
}));
vi.mock("../api/upi-payments", () => ({
  confirmUpiPayment: hooks.confirmUpiPayment,
  confirmRefundReturned: vi.fn(),
  reportUpiNotReceived: vi.fn(),
}));

const payment: PaymentToConfirm = {
  id: "pay-1",
  status: "awaiting_confirmation",
  amount_paise: 50_100,
  upi_reference: "412345678901",
  refund_status: "none",
  refund_paise: 0,
  created_at: "2026-11-20T05:00:00Z",
  donations: { donor_name: "Meera", seva_programs: { title: "Annadan" } },
  bookings: null,
  course_enrolments: null,
};

beforeEach(() => {
  hooks.confirmUpiPayment.mockReset().mockResolvedValue(undefined);
  hooks.usePaymentsToConfirm.mockReturnValue({ isPending: false, isError: false, data: [payment] });
});

describe("PaymentsToConfirm", () => {
  it("refreshes the temple's donations, totals and dashboard once a payment is confirmed", async () => {
    const queryClient = new QueryClient();
    const screens = [
      ["temple-donations", "t1", "all"],
      ["temple-donation-totals", "t1"],
      ["temple-dashboard", "t1"],
      ["payments-to-confirm", "temple_id", "t1"],
    ];
    for (const key of screens) queryClient.setQueryData(key, "before");
    render(
      <QueryClientProvider client={queryClient}>
        <PaymentsToConfirm column="temple_id" id="t1" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm ₹501 received" }));
    expect(hooks.confirmUpiPayment).toHaveBeenCalledWith("pay-1");
    await waitFor(() => {
      for (const key of screens) {
        expect(queryClient.getQueryState(key)?.isInvalidated, String(key[0])).toBe(true);
      }
    });
  });
});
