// The gate in the signed-in frame against the real server in-process, through the real auth
// store and a real supabase-js client: a password-only (aal1) session of a user with two-factor
// sign-in on sees only the code screen; the right code raises the session, the store passes the
// new session on (MFA_CHALLENGE_VERIFIED) and the page asked for appears.
import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useSyncExternalStore } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "@/content/site";
import { AuthContext } from "@/lib/auth/auth-context";
import { type AuthStore, createAuthStore } from "@/features/auth/auth-store";
import { SignedInLayout } from "@/features/auth/signed-in";
import { readAssuranceLevel } from "@/lib/auth/assurance";
import { TwoFactorGate } from "@/features/two-factor/gate";
import {
  createSignedInUser,
  enrolFactor,
  ignoreMultipleClientWarning,
  signInWithPassword,
  startTwoFactorServer,
} from "@/features/two-factor/testing/two-factor-server";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

let harness: Awaited<ReturnType<typeof startTwoFactorServer>>;
const stores: AuthStore[] = [];

beforeAll(async () => {
  harness = await startTwoFactorServer();
}, 60_000);
beforeEach(ignoreMultipleClientWarning);
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});
afterAll(async () => {
  await harness?.server.close();
});

/** The auth state AuthProvider would give, from the real store. */
function StoreAuth({ store, children }: { store: AuthStore; children: ReactNode }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <AuthContext.Provider
      value={{
        ...snapshot,
        signUp: store.signUp,
        signIn: store.signIn,
        signOut: store.signOut,
        addRole: store.addRole,
        switchRole: store.switchRole,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}

function Location() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** /temple-admin inside the signed-in layout, for whoever `signedIn` is signed in as. */
async function renderTempleDashboard(signedIn: SupabaseClient) {
  client.current = signedIn;
  const store = createAuthStore({
    loadClient: async () => signedIn,
    storage: null,
    startsSignedIn: true,
    logError: () => undefined,
  });
  stores.push(store);
  await store.start();
  render(
    <MemoryRouter initialEntries={["/temple-admin"]}>
      <StoreAuth store={store}>
        <Routes>
          <Route element={<SignedInLayout gate={TwoFactorGate} />}>
            <Route path="/temple-admin" element={<h1>Temple dashboard</h1>} />
          </Route>
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
        <Location />
      </StoreAuth>
    </MemoryRouter>,
  );
  return store;
}

async function templeAdminWithFactor() {
  const { server, codeFor, nextStep } = harness;
  const admin = await createSignedInUser(server, ["temple_admin"]);
  const { secret } = await enrolFactor(admin.client, codeFor);
  nextStep();
  return { ...admin, secret };
}

describe("the two-factor gate", () => {
  it("asks a password-only session for the code, says a wrong one in words, then shows the page", async () => {
    const { server, codeFor, wrongCodeFor } = harness;
    const admin = await templeAdminWithFactor();
    const store = await renderTempleDashboard(await signInWithPassword(server, admin));

    expect(
      await screen.findByRole("heading", { name: "Enter the code from your authenticator app" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Temple dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${admin.email}`)).toBeInTheDocument();
    // No placeholder address: only a configured VITE_SUPPORT_EMAIL is offered.
    if (site.lostAuthenticatorEmail) {
      expect(screen.getByRole("link", { name: site.lostAuthenticatorEmail })).toHaveAttribute(
        "href",
        `mailto:${site.lostAuthenticatorEmail}`,
      );
    } else {
      expect(screen.getByText(/^Lost your phone\? Type the code from your backup/)).toBeVisible();
      expect(screen.queryByRole("link", { name: /example\.com/ })).not.toBeInTheDocument();
    }
    const field = screen.getByLabelText("6-digit code");
    await waitFor(() => expect(field).toHaveFocus());

    const user = userEvent.setup();
    await user.type(field, wrongCodeFor(admin.secret));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That code did not match. Check the time on your phone and type the newest code.",
    );

    await user.type(field, codeFor(admin.secret));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Temple dashboard" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/temple-admin");
    // The store passed the raised session on: the token now says aal2.
    expect(readAssuranceLevel(store.getSnapshot().session?.access_token ?? "")).toBe("aal2");
  });

  it("lets a user without two-factor sign-in straight through", async () => {
    const { server } = harness;
    const admin = await createSignedInUser(server, ["temple_admin"]);
    await renderTempleDashboard(admin.client);
    expect(await screen.findByRole("heading", { name: "Temple dashboard" })).toBeInTheDocument();
    expect(screen.queryByLabelText("6-digit code")).not.toBeInTheDocument();
  });

  it("offers Sign out as the way back", async () => {
    const { server } = harness;
    const admin = await templeAdminWithFactor();
    await renderTempleDashboard(await signInWithPassword(server, admin));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });
});
