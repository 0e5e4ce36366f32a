// @vitest-environment node
// The auth state machine against the real server in-process (auth, /rest/v1, RLS on PGlite)
// through a real supabase-js client; only setTimeout is faked, to step through SPEC §9's delays.
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AuthStore,
  createAuthStore,
  PENDING_ROLE_DELAY_MS,
  ROLES_LOAD_DELAY_MS,
} from "./auth-store";
import { PENDING_ROLE_KEY } from "./pending-role";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";
import type { AppRole } from "@/lib/auth/roles";

/**
 * The part of the server's test harness used here. Loaded through a computed path so the web
 * type check does not compile the server's sources (they have their own tsconfig and check).
 */
interface TestServer {
  db: unknown;
  fetch: typeof fetch;
  keys: { anonKey: string };
  createClient(): SupabaseClient;
  createAdminClient(): SupabaseClient;
  close(): Promise<void>;
}
const serverHarness = "../../../../server/src/testing/create-test-server.ts";
const TEST_ORIGIN = "http://localhost";

/** Tokens without the roles claim, as a Supabase project without the access token hook. */
let server: TestServer;
/** The same database behind this server's own access token hook: tokens carry the roles. */
let hooked: TestServer;
let admin: SupabaseClient;
const stores: AuthStore[] = [];

beforeAll(async () => {
  const { createTestServer } = (await import(
    /* @vite-ignore */ new URL(serverHarness, import.meta.url).href
  )) as {
    createTestServer(options?: { db?: unknown; env?: Record<string, string> }): Promise<TestServer>;
  };
  server = await createTestServer({ env: { AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI: "" } });
  hooked = await createTestServer({ db: server.db });
  admin = server.createAdminClient();
}, 60_000);

afterAll(async () => {
  await hooked?.close();
  await server?.close();
});

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

/** An in-memory Storage for supabase-js's session and the pending role. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

interface Harness {
  store: AuthStore;
  storage: ReturnType<typeof memoryStorage>;
  /** Method and path of every request the client sent, e.g. `GET /rest/v1/user_roles`. */
  requests: string[];
  /** Makes matching requests fail as the network would. */
  failRequests(matching: RegExp): void;
  logError: ReturnType<typeof vi.fn>;
  loadClient: ReturnType<typeof vi.fn>;
}

function createHarness(
  options: {
    storage?: ReturnType<typeof memoryStorage>;
    startsSignedIn?: boolean;
    via?: TestServer;
  } = {},
): Harness {
  const via = options.via ?? server;
  const storage = options.storage ?? memoryStorage();
  const requests: string[] = [];
  let failing: RegExp | null = null;
  const fetchThroughServer: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const line = `${request.method} ${new URL(request.url).pathname}`;
    requests.push(line);
    if (failing?.test(line)) throw new TypeError("fetch failed");
    return via.fetch(request);
  };
  const client = createClient(TEST_ORIGIN, via.keys.anonKey, {
    global: { fetch: fetchThroughServer },
    auth: { storage, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const logError = vi.fn();
  const loadClient = vi.fn(async () => client);
  const store = createAuthStore({
    loadClient,
    storage,
    startsSignedIn: options.startsSignedIn ?? false,
    sessionKey: "sb-localhost-auth-token",
    logError,
  });
  stores.push(store);
  return {
    store,
    storage,
    requests,
    failRequests: (matching) => void (failing = matching),
    logError,
    loadClient,
  };
}

const password = "Setu-password-9";

/** A confirmed user with the given roles, created with the service-role key. */
async function createUser(roles: { role: AppRole; is_primary: boolean }[] = []) {
  const email = `store-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: "Asha Devi" },
  });
  if (error) throw error;
  if (roles.length > 0) {
    const inserted = await admin
      .from("user_roles")
      .insert(roles.map((row) => ({ ...row, user_id: data.user.id })));
    if (inserted.error) throw inserted.error;
  }
  return { id: data.user.id, email };
}

/** Lets in-flight requests to the in-process server finish (fake timers do not move). */
async function settle(predicate: () => boolean, what: string) {
  const deadline = performance.now() + 10_000;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const rolesReads = (requests: string[]) =>
  requests.filter((line) => line === "GET /rest/v1/user_roles").length;
const roleInserts = (requests: string[]) =>
  requests.filter((line) => line === "POST /rest/v1/user_roles").length;

function useFakeTimeouts() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
}

/** A store signed in as `user` once its first roles read is back (timeouts faked by the caller). */
async function signedInHarness(user: { email: string }) {
  const harness = createHarness();
  await harness.store.signIn({ email: user.email, password });
  await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
  await settle(() => !harness.store.getSnapshot().isLoading, "roles");
  return harness;
}

/** Signs in with a throwaway client so the storage holds a session, as after a page reload. */
async function storedSessionFor(email: string, via?: TestServer) {
  const storage = memoryStorage();
  const seeding = createHarness({ storage, via });
  await seeding.store.signIn({ email, password });
  seeding.store.dispose();
  return storage;
}

describe("an anonymous visitor", () => {
  it("is not loading and never loads supabase-js without a stored session", () => {
    const { store, loadClient } = createHarness();
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, user: null, roles: [] });
    expect(loadClient).not.toHaveBeenCalled();
  });

  it("cannot add a role: No user logged in", async () => {
    const { store, requests } = createHarness();
    const { error } = await store.addRole("devotee", true);
    expect(error?.message).toBe("No user logged in");
    expect(requests).toEqual([]);
  });

  it("gets the server's error code for a wrong password", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    const { store } = createHarness();
    const { error } = await store.signIn({ email: user.email, password: "wrong-password-1" });
    expect(error?.code).toBe("invalid_credentials");
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, user: null });
  });
});

describe("a stored session", () => {
  it("stays loading until the roles are read, 500 ms after the auth change", async () => {
    const user = await createUser([{ role: "temple_admin", is_primary: true }]);
    const storage = await storedSessionFor(user.email);
    useFakeTimeouts();
    const { store, requests } = createHarness({ storage, startsSignedIn: true });
    expect(store.getSnapshot().isLoading).toBe(true);
    await store.start();
    await settle(() => store.getSnapshot().user !== null, "INITIAL_SESSION");
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, roles: [] });

    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS - 1);
    expect(rolesReads(requests)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => !store.getSnapshot().isLoading, "roles");
    expect(rolesReads(requests)).toBe(1);
    expect(store.getSnapshot()).toMatchObject({
      roles: [{ role: "temple_admin", is_primary: true }],
      primaryRole: "temple_admin",
    });
    expect(store.getSnapshot().user?.email).toBe(user.email);
  });
});

describe("the primary role", () => {
  it("is the one flagged primary", async () => {
    const user = await createUser([
      { role: "devotee", is_primary: false },
      { role: "guru", is_primary: true },
    ]);
    useFakeTimeouts();
    const { store } = await signedInHarness(user);
    expect(store.getSnapshot().roles).toHaveLength(2);
    expect(store.getSnapshot().primaryRole).toBe("guru");
  });

  it("is the first when none is flagged", async () => {
    const user = await createUser([{ role: "pujari", is_primary: false }]);
    useFakeTimeouts();
    const { store } = await signedInHarness(user);
    expect(store.getSnapshot().primaryRole).toBe("pujari");
  });

  it("is null for a user without a role, who is then no longer loading", async () => {
    const user = await createUser();
    useFakeTimeouts();
    const { store } = createHarness();
    await store.signIn({ email: user.email, password });
    expect(store.getSnapshot().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    await settle(() => !store.getSnapshot().isLoading, "roles");
    expect(store.getSnapshot()).toMatchObject({ roles: [], primaryRole: null });
  });
});

describe("the pending role", () => {
  it("is stored at sign-up, removed on SIGNED_IN and added as primary 1000 ms later", async () => {
    useFakeTimeouts();
    const { store, storage, requests } = createHarness();
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
    const result = await store.signUp({ email, password, fullName: "Ravi Kumar", role: "guru" });
    expect(result).toEqual({ error: null, needsConfirmation: false });
    expect(storage.items.has(PENDING_ROLE_KEY)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, roles: [] });
    expect(store.getSnapshot().user?.user_metadata.full_name).toBe("Ravi Kumar");

    await vi.advanceTimersByTimeAsync(PENDING_ROLE_DELAY_MS - 1);
    // No plain roles read at 500 ms: the pending-role add reloads them itself.
    expect(requests.filter((line) => line.includes("/rest/v1/"))).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => !store.getSnapshot().isLoading, "pending role");
    expect(roleInserts(requests)).toBe(1);
    expect(store.getSnapshot()).toMatchObject({
      roles: [{ role: "guru", is_primary: true }],
      primaryRole: "guru",
    });
  });

  it("becomes primary over a role the user already had", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    useFakeTimeouts();
    const { store, storage } = createHarness();
    storage.setItem(PENDING_ROLE_KEY, "temple_admin");
    await store.signIn({ email: user.email, password });
    await vi.advanceTimersByTimeAsync(PENDING_ROLE_DELAY_MS);
    await settle(() => !store.getSnapshot().isLoading, "pending role");
    expect(store.getSnapshot().primaryRole).toBe("temple_admin");
    expect(store.getSnapshot().roles).toHaveLength(2);
  });

  it("is dropped when sign-up fails", async () => {
    const user = await createUser();
    const { store, storage } = createHarness();
    const { error } = await store.signUp({
      email: user.email,
      password,
      fullName: "Someone Else",
      role: "pujari",
    });
    expect(error?.code).toBe("user_already_exists");
    expect(storage.items.has(PENDING_ROLE_KEY)).toBe(false);
  });

  it("is cleared by sign-out, which also ends the session on the server", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    useFakeTimeouts();
    const { store, storage, requests } = createHarness();
    await store.signIn({ email: user.email, password });
    const accessToken = store.getSnapshot().session?.access_token ?? "";
    storage.setItem(PENDING_ROLE_KEY, "guru");

    await store.signOut();
    expect(storage.items.has(PENDING_ROLE_KEY)).toBe(false);
    expect(requests).toContain("POST /auth/v1/logout");
    expect(store.getSnapshot()).toMatchObject({
      isLoading: false,
      user: null,
      session: null,
      roles: [],
      primaryRole: null,
    });
    // The roles read scheduled by the sign-in never runs for a signed-out user.
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS * 2);
    expect(rolesReads(requests)).toBe(0);
    const { error } = await server.createClient().auth.getUser(accessToken);
    expect(error).not.toBeNull();
  });
});

describe("adding a role", () => {
  it("inserts it and reloads the roles", async () => {
    const user = await createUser();
    useFakeTimeouts();
    const { store, requests } = await signedInHarness(user);

    const { error } = await store.addRole("pujari", true);
    expect(error).toBeNull();
    expect(roleInserts(requests)).toBe(1);
    expect(store.getSnapshot()).toMatchObject({
      roles: [{ role: "pujari", is_primary: true }],
      primaryRole: "pujari",
    });
  });

  it("changes nothing for a role already held, but reloads the roles", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    useFakeTimeouts();
    const { store, requests } = await signedInHarness(user);
    const readsBefore = rolesReads(requests);

    const { error } = await store.addRole("devotee", false);
    expect(error).toBeNull();
    expect(roleInserts(requests)).toBe(0);
    // One read to look for the role (SPEC §7's select role … where user_id and role), one reload.
    expect(rolesReads(requests)).toBe(readsBefore + 2);
    expect(store.getSnapshot().roles).toEqual([{ role: "devotee", is_primary: true }]);
  });
});

describe("switching role", () => {
  it("makes a held role primary through set_primary_role and reloads the roles", async () => {
    const user = await createUser([
      { role: "devotee", is_primary: true },
      { role: "guru", is_primary: false },
    ]);
    useFakeTimeouts();
    const { store, requests } = await signedInHarness(user);
    expect(store.getSnapshot().primaryRole).toBe("devotee");

    const { error } = await store.switchRole("guru");
    expect(error).toBeNull();
    expect(requests).toContain("POST /rest/v1/rpc/set_primary_role");
    expect(store.getSnapshot().primaryRole).toBe("guru");
    expect(store.getSnapshot().roles).toEqual(
      expect.arrayContaining([
        { role: "devotee", is_primary: false },
        { role: "guru", is_primary: true },
      ]),
    );
  });

  it("returns the server's error for a role not held and changes nothing", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    useFakeTimeouts();
    const { store, logError } = await signedInHarness(user);

    const { error } = await store.switchRole("temple_admin");
    expect(error?.message).toBe("You do not hold the temple_admin role");
    expect(logError).toHaveBeenCalledWith("Error switching role:", expect.anything());
    expect(store.getSnapshot().roles).toEqual([{ role: "devotee", is_primary: true }]);
  });
});

describe("errors", () => {
  it("logs a failed roles read and stops loading, with no message for the user", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    useFakeTimeouts();
    const { store, failRequests, logError } = createHarness();
    await store.signIn({ email: user.email, password });
    failRequests(/^GET \/rest\/v1\/user_roles$/);
    // postgrest-js retries a failed read with back-off before it reports the error.
    for (let step = 0; step < 100 && store.getSnapshot().isLoading; step += 1) {
      await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    }
    expect(logError).toHaveBeenCalledWith("Error fetching user roles:", expect.anything());
    expect(store.getSnapshot()).toMatchObject({ roles: [], primaryRole: null });
  });

  it("logs a failed insert and returns its error", async () => {
    const user = await createUser();
    useFakeTimeouts();
    const { store, failRequests, logError } = await signedInHarness(user);
    failRequests(/^POST \/rest\/v1\/user_roles$/);
    const { error } = await store.addRole("guru", true);
    expect(error).toBeInstanceOf(Error);
    expect(logError).toHaveBeenCalledWith("Error adding role:", expect.anything());
    expect(store.getSnapshot().roles).toEqual([]);
  });

  it("still ends loading when the pending role cannot be added", async () => {
    const user = await createUser();
    useFakeTimeouts();
    const { store, storage, failRequests, logError } = createHarness();
    storage.setItem(PENDING_ROLE_KEY, "devotee");
    await store.signIn({ email: user.email, password });
    failRequests(/^POST \/rest\/v1\/user_roles$/);
    await vi.advanceTimersByTimeAsync(PENDING_ROLE_DELAY_MS);
    await settle(() => !store.getSnapshot().isLoading, "roles");
    expect(logError).toHaveBeenCalledWith("Error adding role:", expect.anything());
    expect(store.getSnapshot()).toMatchObject({ roles: [], primaryRole: null });
  });
});

describe("remembered roles", () => {
  async function devoteeWithStoredSession() {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    const storage = await storedSessionFor(user.email);
    return { user, storage, key: `${REMEMBERED_ROLES_PREFIX}${user.id}` };
  }

  /** An earlier visit, whose roles read leaves them remembered (timeouts faked by the caller). */
  async function visitOnce(storage: ReturnType<typeof memoryStorage>) {
    const earlier = createHarness({ storage, startsSignedIn: true });
    await earlier.store.start();
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    await settle(
      () => [...storage.items.keys()].some((key) => key.startsWith(REMEMBERED_ROLES_PREFIX)),
      "roles remembered",
    );
    earlier.store.dispose();
  }

  it("paint a returning user's dashboard at once, then are read again 500 ms after the auth change", async () => {
    const { user, storage, key } = await devoteeWithStoredSession();
    useFakeTimeouts();
    await visitOnce(storage);
    expect(JSON.parse(storage.items.get(key) ?? "null")).toEqual([
      { role: "devotee", is_primary: true },
    ]);

    const { store, requests, loadClient } = createHarness({ storage, startsSignedIn: true });
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, primaryRole: "devotee" });
    expect(store.getSnapshot().user?.id).toBe(user.id);
    expect(loadClient).not.toHaveBeenCalled();

    await store.start();
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    await settle(() => rolesReads(requests) === 1, "the roles read again");
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, primaryRole: "devotee" });
  });

  it("on a device that remembers none, are the access token's: the dashboard paints at once", async () => {
    const user = await createUser([{ role: "devotee", is_primary: true }]);
    const storage = await storedSessionFor(user.email, hooked);
    useFakeTimeouts();
    const { store, requests, loadClient } = createHarness({
      storage,
      startsSignedIn: true,
      via: hooked,
    });
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, primaryRole: "devotee" });
    expect(loadClient).not.toHaveBeenCalled();

    await store.start();
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    await settle(() => rolesReads(requests) === 1, "the roles read again");
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, primaryRole: "devotee" });
  });

  it("are the server's after the background read, whatever was remembered", async () => {
    const { storage, key } = await devoteeWithStoredSession();
    useFakeTimeouts();
    await visitOnce(storage);
    storage.setItem(key, JSON.stringify([{ role: "temple_admin", is_primary: true }]));
    const { store, requests } = createHarness({ storage, startsSignedIn: true });
    expect(store.getSnapshot().primaryRole).toBe("temple_admin");

    await store.start();
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    await settle(() => rolesReads(requests) === 1, "the roles read again");
    await settle(() => store.getSnapshot().primaryRole === "devotee", "the server's roles");
    expect(JSON.parse(storage.items.get(key) ?? "null")).toEqual([
      { role: "devotee", is_primary: true },
    ]);
  });

  it("are not used once the stored access token is within supabase-js's refresh margin", async () => {
    const { storage } = await devoteeWithStoredSession();
    useFakeTimeouts();
    await visitOnce(storage);
    const session = JSON.parse(storage.items.get("sb-localhost-auth-token") ?? "{}") as object;
    storage.setItem(
      "sb-localhost-auth-token",
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 30 }),
    );
    const { store } = createHarness({ storage, startsSignedIn: true });
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, user: null });
  });

  it("are forgotten when the user signs out", async () => {
    const { storage, key } = await devoteeWithStoredSession();
    useFakeTimeouts();
    await visitOnce(storage);
    const { store } = createHarness({ storage, startsSignedIn: true });
    await store.signOut();
    expect(storage.items.has(key)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, user: null, roles: [] });
  });

  it("are forgotten when another user signs in on the device", async () => {
    const { storage, key } = await devoteeWithStoredSession();
    useFakeTimeouts();
    await visitOnce(storage);
    const other = await createUser([{ role: "guru", is_primary: true }]);
    const { store } = createHarness({ storage, startsSignedIn: true });
    await store.start();
    await store.signIn({ email: other.email, password });
    expect(storage.items.has(key)).toBe(false);
    await vi.advanceTimersByTimeAsync(ROLES_LOAD_DELAY_MS);
    await settle(() => !store.getSnapshot().isLoading, "the new user's roles");
    expect(store.getSnapshot().primaryRole).toBe("guru");
    expect(storage.items.has(`${REMEMBERED_ROLES_PREFIX}${other.id}`)).toBe(true);
  });
});
