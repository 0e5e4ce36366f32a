import type { Database } from "../db/database.ts";
import type { RequestRole } from "../db/transaction-as-role.ts";

/** What the policies on realtime.messages let one user do on one private topic. */
export interface ChannelPermissions {
  readBroadcast: boolean;
  readPresence: boolean;
  writeBroadcast: boolean;
  writePresence: boolean;
}

const EXTENSIONS = ["broadcast", "presence"] as const;

/** Rolls the probe back whatever the checks found. */
class ProbeDone extends Error {
  readonly permissions: ChannelPermissions;

  constructor(permissions: ChannelPermissions) {
    super("probe done");
    this.permissions = permissions;
  }
}

/**
 * Supabase Realtime's check, run the same way: in one transaction that is rolled back, a probe row
 * per extension is written as the owner, then, as the user with `realtime.topic` set, the `select`
 * policies decide whether the user sees it (may join and receive) and the `insert` policies
 * whether the user may write one (may broadcast, may track presence).
 */
export async function authorizeChannel(
  db: Database,
  as: RequestRole,
  topic: string,
): Promise<ChannelPermissions> {
  if (as.role === "service_role") {
    return { readBroadcast: true, readPresence: true, writeBroadcast: true, writePresence: true };
  }
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into realtime.messages (topic, extension, event, private)
         select $1, extension, 'authorization', true from unnest($2::text[]) extension`,
        [topic, EXTENSIONS],
      );
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('realtime.topic', $3, true)",
        [as.role, JSON.stringify(as.claims), topic],
      );
      const { rows } = await tx.query<{ extension: string }>(
        "select distinct extension from realtime.messages where topic = realtime.topic()",
      );
      const readable = new Set(rows.map((row) => row.extension));
      const writable = new Set<string>();
      for (const extension of EXTENSIONS) {
        await tx.query("savepoint probe");
        try {
          await tx.query(
            "insert into realtime.messages (topic, extension, event, private) values (realtime.topic(), $1, 'authorization', true)",
            [extension],
          );
          writable.add(extension);
        } catch (error) {
          if ((error as { code?: string }).code !== "42501") throw error;
        }
        await tx.query("rollback to savepoint probe");
      }
      throw new ProbeDone({
        readBroadcast: readable.has("broadcast"),
        readPresence: readable.has("presence"),
        writeBroadcast: writable.has("broadcast"),
        writePresence: writable.has("presence"),
      });
    });
  } catch (error) {
    if (error instanceof ProbeDone) return error.permissions;
    throw error;
  }
  throw new Error("unreachable: the probe transaction always rolls back");
}
