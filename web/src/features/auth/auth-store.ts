import type {
  AuthChangeEvent,
  AuthError,
  Session,
  SupabaseClient,
  User,
} from "@supabase/supabase-js";
import { findUserRole } from "./api/find-user-role";
import { insertUserRole } from "./api/insert-user-role";
import { listUserRoles } from "./api/list-user-roles";
import { requestPasswordReset } from "./api/request-password-reset";
import { sendPhoneCode } from "./api/send-phone-code";
import { setPrimaryRole } from "./api/set-primary-role";
import { signInWithPassword } from "./api/sign-in";
import { signOutEverywhere } from "./api/sign-out";
import { signUpWithPassword } from "./api/sign-up";
import { updatePassword } from "./api/update-password";
import { verifyPhoneCode } from "./api/verify-phone-code";
import {
  clearPendingRole,
  type RoleStorage,
  savePendingRole,
  takePendingRole,
} from "./pending-role";
import { forgetRememberedRoles, readRememberedSignIn, rememberRoles } from "./remembered-roles";
import { choosePrimaryRole } from "./role-rules";
import { forgetSavedQueries } from "@/lib/saved-queries-storage";
import type { Database } from "@/lib/database";
import type { AppRole, UserRole } from "@/lib/auth/roles";

/** SPEC §9: roles are loaded 500 ms after an auth change, a pending role added 1000 ms after sign-in. */
export const ROLES_LOAD_DELAY_MS = 500;
export const PENDING_ROLE_DELAY_MS = 1000;

export interface AuthSnapshot {
  /** True until both the session and, for a signed-in user, the roles are known. */
  isLoading: boolean;
  user: User | null;
  session: Session | null;
  roles: UserRole[];
  primaryRole: AppRole | null;
  /** The user arrived from a recovery e-mail and should choose a new password. */
  isPasswordRecovery: boolean;
}

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  role: AppRole;
}

export interface AuthStoreOptions {
  /** Loads the one supabase-js client (lazily: the library is only fetched when this is called). */
  loadClient(): Promise<SupabaseClient<Database>>;
  /** Where the pending role lives (local storage in the browser). */
  storage: RoleStorage | null;
  /** A stored session or an auth callback in the URL: the library has to load at once. */
  startsSignedIn: boolean;
  /**
   * Where supabase-js keeps its session in `storage`. With it, a stored session that supabase-js
   * would use as it is, and roles remembered for its user, are the first snapshot (not loading),
   * so a returning user's dashboard paints before supabase-js and the roles request answer.
   */
  sessionKey?: string;
  /** Where e-mailed links (confirmation, recovery) return to: the site root. */
  emailRedirectTo?: string;
  logError?(message: string, error: unknown): void;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** postgrest-js reports a network failure as a plain object; callers get an Error either way. */
function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  const message =
    typeof value === "object" && value !== null && "message" in value
      ? String(value.message)
      : String(value);
  return Object.assign(new Error(message), { cause: value });
}

const signedOut = { user: null, session: null, roles: [], primaryRole: null } as const;

/**
 * The auth state machine of SPEC §4, free of React: subscribes to supabase-js's auth events,
 * loads roles after an auth change, applies the pending role after sign-in, and keeps a snapshot
 * for `useSyncExternalStore`.
 */
export function createAuthStore(options: AuthStoreOptions) {
  const { storage } = options;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const remembered =
    options.startsSignedIn && options.sessionKey
      ? readRememberedSignIn(storage, options.sessionKey, Date.now())
      : null;
  let snapshot: AuthSnapshot = remembered
    ? {
        user: remembered.session.user,
        session: remembered.session,
        roles: remembered.roles,
        primaryRole: choosePrimaryRole(remembered.roles),
        isLoading: false,
        isPasswordRecovery: false,
      }
    : { ...signedOut, roles: [], isLoading: options.startsSignedIn, isPasswordRecovery: false };
  const listeners = new Set<() => void>();
  let clientPromise: Promise<SupabaseClient<Database>> | null = null;
  let unsubscribe: (() => void) | null = null;
  let rolesTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingRoleTimer: ReturnType<typeof setTimeout> | undefined;
  // Bumped whenever the signed-in user changes, so late answers for a previous user are dropped.
  let userEpoch = 0;
  let latestRolesRequest = 0;

  function update(patch: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function cancelTimers() {
    clearTimeout(rolesTimer);
    clearTimeout(pendingRoleTimer);
    rolesTimer = undefined;
    pendingRoleTimer = undefined;
  }

  function start(): Promise<SupabaseClient<Database>> {
    clientPromise ??= options.loadClient().then(
      (client) => {
        const { data } = client.auth.onAuthStateChange(handleAuthChange);
        unsubscribe = () => data.subscription.unsubscribe();
        return client;
      },
      (error: unknown) => {
        clientPromise = null;
        logError("Error loading the auth library:", error);
        update({ isLoading: false });
        throw error;
      },
    );
    return clientPromise;
  }

  function handleAuthChange(event: AuthChangeEvent, session: Session | null) {
    const user = session?.user ?? null;
    // Another user's (or nobody's) remembered roles must not choose the next first paint.
    if (snapshot.user && snapshot.user.id !== user?.id)
      forgetRememberedRoles(storage, snapshot.user.id);
    if (!user) {
      userEpoch += 1;
      cancelTimers();
      update({ ...signedOut, roles: [], isLoading: false, isPasswordRecovery: false });
      return;
    }
    const isPasswordRecovery = snapshot.isPasswordRecovery || event === "PASSWORD_RECOVERY";
    if (snapshot.user?.id !== user.id) {
      userEpoch += 1;
      cancelTimers();
      update({ user, session, roles: [], primaryRole: null, isLoading: true, isPasswordRecovery });
    } else {
      update({ user, session, isPasswordRecovery });
    }
    const epoch = userEpoch;
    const pendingRole = event === "SIGNED_IN" ? takePendingRole(storage) : null;
    if (pendingRole) {
      clearTimeout(rolesTimer);
      pendingRoleTimer = setTimeout(() => {
        pendingRoleTimer = undefined;
        void addPendingRole(epoch, user.id, pendingRole);
      }, PENDING_ROLE_DELAY_MS);
    } else if (pendingRoleTimer === undefined) {
      // A pending-role add in flight reloads the roles itself.
      clearTimeout(rolesTimer);
      rolesTimer = setTimeout(() => {
        rolesTimer = undefined;
        void loadRoles(epoch, user.id);
      }, ROLES_LOAD_DELAY_MS);
    }
  }

  async function loadRoles(epoch: number, userId: string): Promise<void> {
    latestRolesRequest += 1;
    const request = latestRolesRequest;
    const client = await start();
    const { data, error } = await listUserRoles(client, userId);
    if (epoch !== userEpoch || request !== latestRolesRequest) return;
    if (error) {
      logError("Error fetching user roles:", error);
      update({ isLoading: false });
      return;
    }
    const roles: UserRole[] = (data ?? []).map((row: { role: AppRole; is_primary: unknown }) => ({
      role: row.role,
      is_primary: row.is_primary === true,
    }));
    rememberRoles(storage, userId, roles);
    update({ roles, primaryRole: choosePrimaryRole(roles), isLoading: false });
  }

  async function addPendingRole(epoch: number, userId: string, role: AppRole) {
    if (epoch !== userEpoch) return;
    const { error } = await addRole(role, true);
    // addRole reloads the roles on success; on failure load them anyway so loading ends.
    if (error && epoch === userEpoch) await loadRoles(epoch, userId);
  }

  /** Adds a role to the signed-in user; a role already held changes nothing but reloads the roles. */
  async function addRole(role: AppRole, isPrimary = false): Promise<{ error: Error | null }> {
    const user = snapshot.user;
    if (!user) return { error: new Error("No user logged in") };
    const epoch = userEpoch;
    try {
      const client = await start();
      const existing = await findUserRole(client, user.id, role);
      if (existing.error) {
        logError("Error checking existing role:", existing.error);
        return { error: toError(existing.error) };
      }
      if ((existing.data ?? []).length === 0) {
        const inserted = await insertUserRole(client, {
          user_id: user.id,
          role,
          is_primary: isPrimary,
        });
        if (inserted.error) {
          logError("Error adding role:", inserted.error);
          return { error: toError(inserted.error) };
        }
      }
      await loadRoles(epoch, user.id);
      return { error: null };
    } catch (error) {
      logError("Error adding role:", error);
      return { error: toError(error) };
    }
  }

  /** Makes a role the user already holds primary, then reloads the roles. */
  async function switchRole(role: AppRole): Promise<{ error: Error | null }> {
    const user = snapshot.user;
    if (!user) return { error: new Error("No user logged in") };
    const epoch = userEpoch;
    try {
      const client = await start();
      const { error } = await setPrimaryRole(client, role);
      if (error) {
        logError("Error switching role:", error);
        return { error: toError(error) };
      }
      await loadRoles(epoch, user.id);
      return { error: null };
    } catch (error) {
      logError("Error switching role:", error);
      return { error: toError(error) };
    }
  }

  async function signUp(
    input: SignUpInput,
  ): Promise<{ error: AuthError | null; needsConfirmation: boolean }> {
    // Stored first: supabase-js announces SIGNED_IN before signUp() resolves.
    savePendingRole(storage, input.role);
    const client = await start();
    const { data, error } = await signUpWithPassword(client, {
      ...input,
      redirectTo: options.emailRedirectTo,
    });
    if (error) {
      clearPendingRole(storage);
      return { error, needsConfirmation: false };
    }
    return { error: null, needsConfirmation: data.session === null };
  }

  async function signIn(input: { email: string; password: string }) {
    const client = await start();
    const { error } = await signInWithPassword(client, input);
    return { error };
  }

  /** Ends the session on the server (scope global), clears the pending role and the state. */
  async function signOut(): Promise<void> {
    clearPendingRole(storage);
    forgetSavedQueries();
    if (snapshot.user) forgetRememberedRoles(storage, snapshot.user.id);
    if (clientPromise || snapshot.user) {
      const client = await start();
      const { error } = await signOutEverywhere(client);
      if (error) logError("Error signing out:", error);
    }
    userEpoch += 1;
    cancelTimers();
    update({ ...signedOut, roles: [], isLoading: false, isPasswordRecovery: false });
  }

  /** Texts a sign-in code; `signUp` (the sign-up tab) may create the account, with its name. */
  async function sendPhoneSignInCode(input: { phone: string; signUp?: { fullName: string } }) {
    const client = await start();
    const { error } = await sendPhoneCode(client, {
      phone: input.phone,
      createUser: input.signUp !== undefined,
      fullName: input.signUp?.fullName,
    });
    return { error };
  }

  /** Checks the texted code, which signs in; a role chosen on signing up becomes the pending role. */
  async function verifyPhoneSignIn(input: { phone: string; code: string; role?: AppRole }) {
    // Stored first, as in signUp: supabase-js announces SIGNED_IN before verifyOtp() resolves.
    if (input.role) savePendingRole(storage, input.role);
    const client = await start();
    const { error } = await verifyPhoneCode(client, input);
    if (error && input.role) clearPendingRole(storage);
    return { error };
  }

  async function sendPasswordReset(email: string) {
    const client = await start();
    const { error } = await requestPasswordReset(client, email, options.emailRedirectTo);
    return { error };
  }

  async function changePassword(password: string) {
    const client = await start();
    const { error } = await updatePassword(client, password);
    if (!error) update({ isPasswordRecovery: false });
    return { error };
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the auth library and subscribes to its events (once). */
    start,
    isStarted: () => clientPromise !== null,
    signUp,
    signIn,
    signOut,
    addRole,
    switchRole,
    sendPhoneSignInCode,
    verifyPhoneSignIn,
    sendPasswordReset,
    changePassword,
    dismissPasswordRecovery: () => update({ isPasswordRecovery: false }),
    dispose() {
      unsubscribe?.();
      cancelTimers();
    },
  };
}
