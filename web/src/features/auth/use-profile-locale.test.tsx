// A signed-in person's language against the real server in-process: the one saved in their
// profile applies on a device where none was chosen, and one chosen on this device is saved for
// the next device and for the e-mails the server sends.
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getLocale, setLocale } from "@/lib/i18n/locale-store";
import { signedInState } from "@/testing/render-signed-in";
import { createConfirmedUser } from "@/testing/start-test-server";
import { AuthContext } from "@/lib/auth/auth-context";
import { useProfileLocale } from "./use-profile-locale";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const server = domTestServerForFile();
afterEach(async () => {
  await setLocale("en");
  localStorage.clear();
});

/** A confirmed user (with `locale` in their profile, if given), signed in through supabase-js. */
async function signIn(locale?: string): Promise<User> {
  const admin = server.createAdminClient();
  const user = await createConfirmedUser(admin, "locale");
  if (locale) await admin.auth.admin.updateUserById(user.id, { user_metadata: { locale } });
  client.current = server.createClient();
  const { data, error } = await client.current.auth.signInWithPassword(user);
  if (error) throw error;
  return data.user;
}

async function savedLocale(userId: string): Promise<unknown> {
  const { data } = await server.createAdminClient().auth.admin.getUserById(userId);
  return data.user?.user_metadata.locale;
}

function renderFor(user: User) {
  const auth = { ...signedInState(), user };
  return renderHook(() => useProfileLocale(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    ),
  });
}

describe("useProfileLocale", () => {
  it("shows the language saved in the profile, and saves the one the person picks", async () => {
    const user = await signIn("hi");
    renderFor(user);
    // The first switch to Hindi loads its chunk (every messages.hi.ts, transformed on demand here).
    await waitFor(() => expect(getLocale()).toBe("hi"), { timeout: 20_000 });
    await setLocale("en", { chosen: true });
    await waitFor(async () => expect(await savedLocale(user.id)).toBe("en"));
  });

  it("saves the language chosen on this device before signing in over the profile's", async () => {
    await setLocale("hi", { chosen: true });
    const user = await signIn("en");
    renderFor(user);
    await waitFor(async () => expect(await savedLocale(user.id)).toBe("hi"));
    expect(getLocale()).toBe("hi");
  });

  it("leaves a profile without a language alone when nothing was chosen", async () => {
    const user = await signIn();
    renderFor(user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await savedLocale(user.id)).toBeUndefined();
    expect(getLocale()).toBe("en");
  });
});
