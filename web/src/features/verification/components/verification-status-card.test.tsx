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

describe("VerificationStatusCard", () => {
  it("says nothing once verified", () => {
    const { container } = renderWithQuery(
      <VerificationStatusCard kind="provider" subject={subject({})} profileHref="/profile" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("names a rejection's reason and leads to the profile to fix it", () => {
    renderWithQuery(
      <VerificationStatusCard
        kind="provider"
        subject={subject({ verification_status: "rejected", rejection_reason: "Photo unclear" })}
        profileHref="/profile"
      />,
    );
    expect(screen.getByRole("heading", { name: "Verification declined" })).toBeInTheDocument();
    expect(screen.getByText("Reason: Photo unclear")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See what to do" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });

  it("shows a suspension with its reason", () => {
    renderWithQuery(
      <VerificationStatusCard
        kind="temple"
        subject={subject({ verification_status: "suspended", rejection_reason: "Fake receipts" })}
        profileHref="/temple-admin/profile"
      />,
    );
    expect(screen.getByRole("heading", { name: "Suspended" })).toBeInTheDocument();
    expect(screen.getByText("Reason: Fake receipts")).toBeInTheDocument();
  });
});
