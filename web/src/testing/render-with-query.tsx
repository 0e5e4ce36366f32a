import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { AuthContext } from "@/lib/auth/auth-context";
import { signedInState } from "./render-signed-in";

/**
 * A signed-in screen for `userId` (the id the server knows, so RLS applies to it) with a fresh
 * server-state cache that does not retry, so an error shows at once.
 */
export function renderWithQuery(ui: ReactElement, { userId = "user-1", path = "/" } = {}) {
  const auth = signedInState({ fullName: "Meera Devi" });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={{ ...auth, user: auth.user && { ...auth.user, id: userId } }}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}
