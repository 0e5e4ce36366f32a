import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { callRest, signInForToken } from "./data-api";
import startServer from "./global-setup";
import { createUser, signIn, type TestUser } from "./users";

/**
 * Runs a spec file on a server of its own (a fresh data directory), so what it creates never
 * reaches the counts the public specs check. Call it at the top of the file or its describe;
 * it gives the address of a path on that server.
 */
export function useOwnServer(): (path: string) => string {
  let baseUrl = "";
  let stop: () => Promise<void> = async () => {};
  const shared = { ...process.env };
  test.beforeAll(async () => {
    // A server of its own migrates a fresh PGlite: slow on a loaded 2-core machine.
    test.setTimeout(120_000);
    stop = await startServer();
    baseUrl = process.env.E2E_BASE_URL ?? "";
  });
  test.afterAll(async () => {
    await stop();
    Object.assign(process.env, shared);
  });
  return (path) => new URL(path, baseUrl).href;
}

/** Opens a page of its own for `user`, signed in on the server `url` points at. */
export async function signInOn(
  browser: Browser,
  url: (path: string) => string,
  user: TestUser,
  timezoneId?: string,
): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId })).newPage();
  await page.goto(url("/"));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  // Open here first: the helper would otherwise open it on the shared server's home page.
  await expect(page.getByRole("dialog")).toBeVisible();
  await signIn(page, user);
  return page;
}

/**
 * A guru whose profile is written by the guru and verified through the service role, as
 * `npm run admin -- verify` leaves it: no offerings or hours, for specs about live sessions.
 */
export async function createVerifiedGuru(): Promise<TestUser> {
  const guru = await createUser({
    roles: ["guru"],
    fullName: `Acharya Live ${randomUUID().slice(0, 6)}`,
  });
  const slug = `acharya-live-${randomUUID().slice(0, 8)}`;
  await callRest(
    "POST",
    "/rest/v1/providers",
    { user_id: guru.id, kind: "guru", slug, display_name: guru.fullName },
    await signInForToken(guru),
  );
  await callRest("POST", "/rest/v1/rpc/set_verification_status", {
    kind: "provider",
    slug,
    status: "verified",
  });
  return guru;
}
