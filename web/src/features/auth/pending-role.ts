import { type AppRole, isAppRole } from "@/lib/auth/roles";

/** Local-storage key of the role chosen before sign-up (SPEC §3 Pending role). */
export const PENDING_ROLE_KEY = "pendingRole";

export type RoleStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Local storage when the page has one; storage can throw in private modes, which we treat as absent. */
export function browserStorage(): RoleStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function savePendingRole(storage: RoleStorage | null, role: AppRole): void {
  try {
    storage?.setItem(PENDING_ROLE_KEY, role);
  } catch {
    // A full or blocked storage only loses the pre-chosen role; the role picker still works.
  }
}

/** Reads and removes the pending role in one step. */
export function takePendingRole(storage: RoleStorage | null): AppRole | null {
  try {
    const value = storage?.getItem(PENDING_ROLE_KEY) ?? null;
    if (value !== null) storage?.removeItem(PENDING_ROLE_KEY);
    return isAppRole(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingRole(storage: RoleStorage | null): void {
  try {
    storage?.removeItem(PENDING_ROLE_KEY);
  } catch {
    // Nothing to clear.
  }
}
