import { randomInt, randomUUID } from "node:crypto";
import { type Browser, expect, type Locator, type Page } from "@playwright/test";

/** The role values of SPEC §3 (the web app's `AppRole`). */
export type AppRole = "devotee" | "guru" | "pujari" | "temple_admin";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

export interface CreateUserOptions {
  /** Roles inserted into `public.user_roles`; default `["devotee"]`, `[]` for a user without a role. */
  roles?: AppRole[];
  /** The role flagged `is_primary`; default the first of `roles`. */
  primary?: AppRole;
  fullName?: string;
}

function environment(): { baseUrl: string; serviceKey: string } {
  const baseUrl = process.env.E2E_BASE_URL;
  const serviceKey = process.env.E2E_SERVICE_ROLE_KEY;
  if (!baseUrl || !serviceKey) {
    throw new Error("E2E_BASE_URL and E2E_SERVICE_ROLE_KEY are set by support/global-setup.ts");
  }
  return { baseUrl, serviceKey };
}

async function postAsServiceRole(path: string, body: unknown, extra: Record<string, string> = {}) {
  const { baseUrl, serviceKey } = environment();
  const response = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      "Content-Type": "application/json",
      ...extra,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** A unique address per call, so parallel specs never collide. */
export function uniqueEmail(label = "user"): string {
  return `e2e-${label}-${randomUUID().slice(0, 12)}@example.com`;
}

/** A password that satisfies any reasonable policy. */
export function strongPassword(): string {
  return `Setu-${randomUUID().slice(0, 10)}-9a!`;
}

/**
 * Creates a confirmed user through the admin API (`POST /auth/v1/admin/users`, no e-mail sent)
 * and gives it roles through `POST /rest/v1/user_roles` with the service-role key (RLS bypassed).
 */
export async function createUser(options: CreateUserOptions = {}): Promise<TestUser> {
  const { roles, primary } = rolesOf(options);
  const fullName = options.fullName ?? `Test Devotee ${randomUUID().slice(0, 6)}`;
  const email = uniqueEmail(roles[0] ?? "norole");
  const password = strongPassword();
  const created = await postAsServiceRole("/auth/v1/admin/users", {
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  const { id } = (await created.json()) as { id: string };
  await giveRoles(id, roles, primary);
  return { id, email, password, fullName };
}

/** The roles `options` give (by default a devotee's) and the primary one among them. */
function rolesOf(options: CreateUserOptions): { roles: AppRole[]; primary: AppRole | undefined } {
  const roles = options.roles ?? ["devotee"];
  return { roles, primary: options.primary ?? roles[0] };
}

async function giveRoles(userId: string, roles: AppRole[], primary = roles[0]) {
  if (roles.length === 0) return;
  await postAsServiceRole(
    "/rest/v1/user_roles",
    roles.map((role) => ({ user_id: userId, role, is_primary: role === primary })),
    { Prefer: "return=minimal" },
  );
}

/** A mobile number nobody else in the run uses: an Indian mobile, ten digits starting with 9. */
export function uniqueIndianMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

/** A user who signs in with `mobile` (+91, confirmed), holding `roles`, made by the admin API. */
export async function createPhoneUser(mobile: string, roles: AppRole[] = ["devotee"]) {
  const created = await postAsServiceRole("/auth/v1/admin/users", {
    phone: `+91${mobile}`,
    phone_confirm: true,
    user_metadata: { full_name: `Phone Devotee ${mobile.slice(-4)}` },
  });
  const { id } = (await created.json()) as { id: string };
  await giveRoles(id, roles);
  return { id };
}

/** Opens the sign-in dialog from the public header on `/`, as a visitor does; returns it. */
export async function openAuthDialog(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
}

/**
 * Signs in through the real dialog: opens it from the public header on `/` (unless a guard
 * already opened it), fills e-mail and password and waits until the dialog has closed.
 */
export async function signIn(page: Page, user: Pick<TestUser, "email" | "password">) {
  const dialog = page.getByRole("dialog");
  if (!(await dialog.isVisible())) await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Sign In" }).click();
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Signs out through the Sign Out button of `navigation`, and waits for the landing page. */
export async function signOut(page: Page, navigation = "Main"): Promise<void> {
  await page
    .getByRole("navigation", { name: navigation })
    .getByRole("button", { name: "Sign Out" })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

/** A page in a browser context of its own (another person's device), `user` signed in on it. */
export async function signInOnNewPage(
  browser: Browser,
  user: Pick<TestUser, "email" | "password">,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** The page the app opens on signing in, by the primary role. */
const LANDING: Record<AppRole, RegExp> = {
  devotee: /\/devotee-dashboard$/,
  guru: /\/spiritual-dashboard$/,
  pujari: /\/spiritual-dashboard$/,
  temple_admin: /\/temple-admin$/,
};

/**
 * A new user (as `createUser` makes them) signed in through the dialog, once the app has opened
 * the page of their primary role, or role assignment for a user without one.
 */
export async function signInNewUser(
  page: Page,
  options: CreateUserOptions = {},
): Promise<TestUser> {
  const user = await createUser(options);
  await signIn(page, user);
  const { primary } = rolesOf(options);
  await expect(page).toHaveURL(primary ? LANDING[primary] : /\/role-assignment$/);
  return user;
}
