import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppRole } from "@/lib/auth/roles";
import { authState, renderWithAuth } from "../testing/auth-test-utils";
import { HomeGate } from "./home-gate";

const landing = <h1>Begin Your Journey</h1>;

describe("Home", () => {
  it("shows a spinner while authentication loads", () => {
    renderWithAuth(<HomeGate>{landing}</HomeGate>, authState({ isLoading: true }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading your account");
    expect(screen.queryByText("Begin Your Journey")).not.toBeInTheDocument();
  });

  it("shows the landing page to anonymous visitors", () => {
    renderWithAuth(<HomeGate>{landing}</HomeGate>, authState({ signedIn: false }));
    expect(screen.getByRole("heading", { name: "Begin Your Journey" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  it.each([
    ["devotee", "/devotee-dashboard"],
    ["guru", "/spiritual-dashboard"],
    ["pujari", "/spiritual-dashboard"],
    ["temple_admin", "/temple-admin"],
  ] as const)("sends a %s to %s", (role, path) => {
    renderWithAuth(
      <HomeGate>{landing}</HomeGate>,
      authState({ roles: [{ role, is_primary: true }] }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(path);
  });

  it("sends a user with several roles to the primary one's dashboard", () => {
    renderWithAuth(
      <HomeGate>{landing}</HomeGate>,
      authState({
        roles: [
          { role: "devotee", is_primary: false },
          { role: "temple_admin", is_primary: true },
        ],
      }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/temple-admin");
  });

  it("sends a user without a role to role assignment", () => {
    renderWithAuth(<HomeGate>{landing}</HomeGate>, authState({ roles: [] }));
    expect(screen.getByTestId("location")).toHaveTextContent("/role-assignment");
  });

  it("leaves a user with an unknown role on home", () => {
    renderWithAuth(
      <HomeGate>{landing}</HomeGate>,
      authState({ roles: [{ role: "astrologer" as AppRole, is_primary: true }] }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    expect(screen.getByRole("heading", { name: "Begin Your Journey" })).toBeInTheDocument();
  });
});
