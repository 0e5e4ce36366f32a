import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import type { VerificationSubject } from "@/lib/verification-status";
import { VerificationStatusCard } from "./verification-status-card";

function subject(overrides: Partial<VerificationSubject>): VerificationSubject {
  return {
    id: "p1",
    verification_status: "verified",
    rejection_reason: null,
    verified_at: "2026-11-20T05:00:00Z",
    ...overrides,
  };
}

const PROFILE = { provider: "/profile", temple: "/temple-admin/profile" } as const;

/** Renders the card for a subject in `status` for `reason`, and finds its heading and reason. */
function expectCardWithReason(
  kind: keyof typeof PROFILE,
  status: VerificationSubject["verification_status"],
  reason: string,
  heading: string,
) {
  renderWithQuery(
    <VerificationStatusCard
      kind={kind}
      subject={subject({ verification_status: status, rejection_reason: reason })}
      profileHref={PROFILE[kind]}
    />,
  );
  expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
  expect(screen.getByText(`Reason: ${reason}`)).toBeInTheDocument();
}

describe("VerificationStatusCard", () => {
  it("says nothing once verified", () => {
    const { container } = renderWithQuery(
      <VerificationStatusCard kind="provider" subject={subject({})} profileHref="/profile" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("names a rejection's reason and leads to the profile to fix it", () => {
    expectCardWithReason("provider", "rejected", "Photo unclear", "Verification declined");
    expect(screen.getByRole("link", { name: "See what to do" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });

  it("shows a suspension with its reason", () => {
    expectCardWithReason("temple", "suspended", "Fake receipts", "Suspended");
  });
});
