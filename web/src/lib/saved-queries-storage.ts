/**
 * Where the signed-in lists' last answers are kept on the device (lib/saved-queries.ts). Small and
 * synchronous so that signing out can forget them without loading that module.
 */
export const SAVED_QUERIES_KEY = "bhakti-setu:saved-queries";

/** Forgets the saved lists: on sign-out and when another person signs in. */
export function forgetSavedQueries(): void {
  try {
    localStorage.removeItem(SAVED_QUERIES_KEY);
  } catch {
    // No storage: nothing was saved.
  }
}
