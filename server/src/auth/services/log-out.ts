import { validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { deleteSession, deleteSessionsOfUser, type SessionRow } from "../repositories/sessions.ts";
import type { UserRow } from "../repositories/users.ts";

/** POST /logout: global (all sessions), local (this one) or others (all but this one). */
export async function logOut(
  ctx: AuthContext,
  current: { user: UserRow; session: SessionRow | undefined },
  scope: string | undefined,
): Promise<void> {
  const { user, session } = current;
  switch (scope ?? "global") {
    case "global":
      return deleteSessionsOfUser(ctx.db, user.id);
    case "local":
      if (session) await deleteSession(ctx.db, session.id);
      return;
    case "others":
      if (session) await deleteSessionsOfUser(ctx.db, user.id, session.id);
      return;
    default:
      throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
}
