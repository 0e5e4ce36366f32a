// The trustee's donations list offers each paid donation's receipt, as the donor has it; the
// download itself is the payments feature's (placed by the app) and runs in
// e2e/specs/temple-journey.spec.ts.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import type { TempleDonation } from "./donations-api";
import { DonationsPage, type ReceiptDownload } from "./donations-page";

const hooks = vi.hoisted(() => ({ useMyTemple: vi.fn(), useTempleDonations: vi.fn() }));
vi.mock("../api/get-my-temple", () => ({ useMyTemple: hooks.useMyTemple }));
vi.mock("./donations-api", () => ({
  donationReference: (id: string) => id.slice(0, 8).toUpperCase(),
  useTempleDonations: hooks.useTempleDonations,
}));
vi.mock("./donation-totals", () => ({ DonationTotals: () => null }));
vi.mock("./export-donations-button", () => ({ ExportDonationsButton: () => null }));

const donation = (overrides: Partial<TempleDonation>): TempleDonation => ({
  id: "5d2f0c1e-0000-4000-8000-000000000001",
  amount_paise: 110_000,
  status: "paid",
  donor_name: "Meera Devi",
  is_anonymous: false,
  pan: null,
  message: "",
  created_at: "2026-11-20T05:00:00Z",
  paid_at: "2026-11-20T05:10:00Z",
  receipt_number: "KVM/2026-27/000007",
  program: { title: "Annadan" },
  ...overrides,
});

const placed: ReceiptDownload[] = [];
const page = (
  <DonationsPage
    paymentsToConfirm={() => null}
    receiptDownload={(receipt) => {
      placed.push(receipt);
      return (
        <button type="button" aria-label={receipt.accessibleName}>
          {receipt.label}
        </button>
      );
    }}
  />
);

beforeEach(() => {
  placed.length = 0;
  hooks.useMyTemple.mockReturnValue({ isPending: false, isError: false, data: { id: "t1" } });
  hooks.useTempleDonations.mockReturnValue({
    isPending: false,
    isError: false,
    hasNextPage: false,
    data: {
      pages: [
        {
          rows: [
            donation({}),
            donation({ id: "9a000000-0000-4000-8000-000000000002", status: "pending" }),
            donation({ id: "7b000000-0000-4000-8000-000000000003", is_anonymous: true }),
          ],
        },
      ],
    },
  });
});
afterEach(async () => {
  await setLocale("en");
});

describe("DonationsPage", () => {
  it("offers each paid donation's receipt, named by its number, and none for a pledge", () => {
    renderWithQuery(page);
    const list = screen.getAllByRole("list").at(-1)!;
    const buttons = within(list).getAllByRole("button", { name: /^Download receipt/ });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleName("Download receipt KVM/2026-27/000007");
    expect(placed[0]).toEqual({
      donationId: "5d2f0c1e-0000-4000-8000-000000000001",
      filename: "receipt-KVM-2026-27-000007.pdf",
      label: "Receipt (PDF)",
      accessibleName: "Download receipt KVM/2026-27/000007",
    });
  });

  it("names the receipt in Hindi", async () => {
    await setLocale("hi");
    renderWithQuery(page);
    const [first] = screen.getAllByRole("button", {
      name: "रसीद KVM/2026-27/000007 डाउनलोड करें",
    });
    expect(first).toHaveTextContent("रसीद (PDF)");
  });
});
