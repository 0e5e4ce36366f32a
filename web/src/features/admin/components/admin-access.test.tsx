import type { Session } from "@supabase/supabase-js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthContext } from "@/lib/auth/auth-context";
import { signedInState } from "@/testing/render-signed-in";
import { AdminAccess } from "./admin-access";

/** An access token whose payload carries `aal` (the gate reads it locally; no signature check). */
function sessionAt(aal: "aal1" | "aal2"): Session {
  const payload = btoa(JSON.stringify({ sub: "user-1", aal })).replace(/=+$/, "");
  return { access_token: `e30.${payload}.sig` } as Session;
}

function renderAccess(options: { platformAdmin: boolean; aal: "aal1" | "aal2" }) {
  const auth = signedInState();
  const user = {
    ...auth.user!,
    app_metadata: options.platformAdmin ? { platform_admin: true } : {},
  };
  render(
    <MemoryRouter>
      <AuthContext.Provider value={{ ...auth, user, session: sessionAt(options.aal) }}>
        <QueryClientProvider client={new QueryClient()}>
          <AdminAccess twoFactorSettings={<p>The two-factor settings</p>}>
            <p>The admin tabs</p>
          </AdminAccess>
        </QueryClientProvider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe("AdminAccess", () => {
  it("tells anyone who is not a platform administrator, whatever their sign-in", () => {
    renderAccess({ platformAdmin: false, aal: "aal2" });
    expect(screen.getByText("This area is for the platform's administrators.")).toBeVisible();
    expect(screen.queryByText("The admin tabs")).not.toBeInTheDocument();
  });

  it("asks an administrator signed in with a password only to use two-factor sign-in", () => {
    renderAccess({ platformAdmin: true, aal: "aal1" });
    expect(screen.getByText(/^The admin area needs two-factor sign-in\./)).toBeVisible();
    expect(screen.getByText("The two-factor settings")).toBeVisible();
    expect(screen.queryByText("The admin tabs")).not.toBeInTheDocument();
  });

  it("opens for an administrator who entered an authenticator code", () => {
    renderAccess({ platformAdmin: true, aal: "aal2" });
    expect(screen.getByText("The admin tabs")).toBeVisible();
  });
});
