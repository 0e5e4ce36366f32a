import type { UserChanges, UserRow } from "../repositories/users.ts";

/** Merges metadata as GoTrue does: top-level keys replaced, a key set to null removed. */
function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The user's two metadata columns with `userMetadata` and `appMetadata` merged in; a column not asked to change stays undefined. */
export function metadataChanges(
  user: Pick<UserRow, "raw_user_meta_data" | "raw_app_meta_data">,
  userMetadata: Record<string, unknown> | undefined,
  appMetadata: Record<string, unknown> | undefined,
): Pick<UserChanges, "raw_user_meta_data" | "raw_app_meta_data"> {
  return {
    raw_user_meta_data: userMetadata
      ? mergeMetadata(user.raw_user_meta_data, userMetadata)
      : undefined,
    raw_app_meta_data: appMetadata ? mergeMetadata(user.raw_app_meta_data, appMetadata) : undefined,
  };
}
