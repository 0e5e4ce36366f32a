import type { Database } from "../db/database.ts";
import { quoteIdent } from "../db/quote-ident.ts";
import type { Logger } from "../lib/logger.ts";

/** A row changed in a published table, as the capture trigger recorded it. */
export interface RowChange {
  kind: "postgres_changes";
  schema: string;
  table: string;
  operation: "INSERT" | "UPDATE" | "DELETE";
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  committedAt: string;
}

/** A broadcast sent from SQL with realtime.send(). */
export interface DatabaseBroadcast {
  kind: "broadcast";
  topic: string;
  event: string;
  payload: unknown;
  isPrivate: boolean;
}

export type FeedEntry = RowChange | DatabaseBroadcast;

export interface ChangeFeed {
  /** Puts the capture trigger on every table of the supabase_realtime publication lacking it. */
  syncCaptureTriggers(): Promise<void>;
  stop(): Promise<void>;
}

/** A gap in the ids (a transaction still open, or rolled back) is waited for this long. */
const GAP_WAIT_MS = 60_000;
/** Feed rows older than this are deleted; a listener that was away longer has lost them. */
const KEEP_MINUTES = 5;
const PRUNE_EVERY_MS = 60_000;
const BATCH = 1000;

interface FeedRow {
  id: string;
  committed_at: Date | string;
  kind: FeedEntry["kind"];
  schema_name: string | null;
  table_name: string | null;
  operation: RowChange["operation"] | null;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  topic: string | null;
  event: string | null;
  payload: unknown;
  private: boolean | null;
}

/**
 * Reads realtime.change_feed in id order after each NOTIFY and hands every entry over once.
 * Ids are taken at insert but seen at commit, so a smaller id may appear later: the cursor stops
 * below a gap, and ids delivered beyond it are remembered until the gap fills or times out.
 */
export async function startChangeFeed(
  db: Database,
  logger: Logger,
  deliver: (entries: FeedEntry[]) => void,
): Promise<ChangeFeed> {
  const { rows } = await db.query<{ last: string }>(
    "select coalesce(max(id), 0)::text as last from realtime.change_feed",
  );
  let cursor = BigInt(rows[0]!.last);
  const deliveredAhead = new Set<bigint>();
  const gapSince = new Map<bigint, number>();
  let isPolling = false;
  let pollAgain = false;
  let isStopped = false;
  let gapTimer: NodeJS.Timeout | undefined;

  async function poll(): Promise<void> {
    if (isPolling) {
      pollAgain = true;
      return;
    }
    isPolling = true;
    try {
      do {
        pollAgain = false;
        await readOnce();
      } while (pollAgain && !isStopped);
    } catch (error) {
      logger.warn({ err: error }, "realtime: reading the change feed failed; retrying");
      scheduleGapPoll();
    } finally {
      isPolling = false;
    }
  }

  async function readOnce(): Promise<void> {
    const { rows: feed } = await db.query<FeedRow>(
      `select id::text, committed_at, kind, schema_name, table_name, operation, record, old_record,
              topic, event, payload, private
         from realtime.change_feed where id > $1 order by id limit ${BATCH}`,
      [cursor.toString()],
    );
    const fresh = feed.filter((row) => !deliveredAhead.has(BigInt(row.id)));
    for (const row of fresh) deliveredAhead.add(BigInt(row.id));
    advanceCursor(feed.map((row) => BigInt(row.id)));
    if (fresh.length > 0) deliver(fresh.map(toEntry));
    if (feed.length === BATCH) pollAgain = true;
  }

  function advanceCursor(seen: bigint[]): void {
    const now = Date.now();
    const highest = seen.at(-1) ?? cursor;
    for (let id = cursor + 1n; id <= highest; id++) {
      if (deliveredAhead.has(id)) continue;
      const since = gapSince.get(id) ?? now;
      gapSince.set(id, since);
      if (now - since < GAP_WAIT_MS) break;
      gapSince.delete(id);
      deliveredAhead.add(id);
    }
    while (deliveredAhead.has(cursor + 1n)) {
      cursor += 1n;
      deliveredAhead.delete(cursor);
      gapSince.delete(cursor);
    }
    if (gapSince.size > 0) scheduleGapPoll();
  }

  function scheduleGapPoll(): void {
    if (gapTimer || isStopped) return;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      void poll();
    }, 1000);
    gapTimer.unref();
  }

  const pruneTimer = setInterval(() => {
    db.query(
      `delete from realtime.change_feed where committed_at < now() - interval '${KEEP_MINUTES} minutes'`,
    ).catch((error: unknown) => logger.warn({ err: error }, "realtime: pruning the feed failed"));
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  await db.listen("realtime_change_feed", () => void poll());

  return {
    syncCaptureTriggers: () => syncCaptureTriggers(db),
    async stop() {
      isStopped = true;
      clearInterval(pruneTimer);
      clearTimeout(gapTimer);
    },
  };
}

function toEntry(row: FeedRow): FeedEntry {
  if (row.kind === "broadcast") {
    return {
      kind: "broadcast",
      topic: row.topic!,
      event: row.event!,
      payload: row.payload,
      isPrivate: row.private ?? true,
    };
  }
  return {
    kind: "postgres_changes",
    schema: row.schema_name!,
    table: row.table_name!,
    operation: row.operation!,
    record: row.record,
    oldRecord: row.old_record,
    committedAt: new Date(row.committed_at).toISOString(),
  };
}

async function syncCaptureTriggers(db: Database): Promise<void> {
  const { rows } = await db.query<{ schema: string; table: string; published: boolean }>(
    `select n.nspname as schema, c.relname as table, p.prpubid is not null as published
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_publication_rel p on p.prrelid = c.oid
        and p.prpubid = (select oid from pg_publication where pubname = 'supabase_realtime')
       left join pg_trigger t on t.tgrelid = c.oid and t.tgname = 'realtime_capture'
      where c.relkind = 'r' and ((p.prpubid is not null) <> (t.oid is not null))`,
  );
  for (const { schema, table, published } of rows) {
    const name = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    await db.exec(
      published
        ? `create trigger realtime_capture after insert or update or delete on ${name}
             for each row execute function realtime.capture_change()`
        : `drop trigger realtime_capture on ${name}`,
    );
  }
}
