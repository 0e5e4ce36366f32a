// The market the scale bench measures, written as generated SQL straight on the database as its
// owner (generate_series, one statement per table, never one request per row): the fixed part
// once (100,000 devotees, 1,000 temples with events, seva programs and poojas, 200,000 bookings of
// which 10,000 on one pujari, 50,000 notifications on one devotee), then providers grown to each
// size. Triggers and foreign-key checks are off while seeding (session_replication_role =
// replica), so every column a trigger would fill is written here; ANALYZE follows each step.
import type { Database, Queryable, Statement } from "../../db/database.ts";

/** The signed-up accounts the seed hangs its rows on. */
export interface SeedAccounts {
  /** The devotee whose bookings and notifications are read (My bookings, the bell). */
  devoteeUserId: string;
  /** The pujari with 10,000 bookings: provider 1. */
  pujariUserId: string;
}

export const DEVOTEES = 100_000;
export const TEMPLES = 1_000;
export const BUSY_PUJARI_BOOKINGS = 10_000;
export const OTHER_BOOKINGS = 190_000;
export const NOTIFICATIONS = 50_000;

/** The busy pujari (10,000 bookings) is provider 1, the idle one (none) provider 2. */
export const BUSY_PROVIDER = 1;
export const IDLE_PROVIDER = 2;
/** The busy pujari's bookings a day, 3 hours apart from 06:00: free hours stay between them. */
const PER_DAY = 5;

const CITIES = `array['Varanasi','Ujjain','Mathura','Puri','Haridwar','Nashik','Madurai','Tirupati']`;
const TODAY_IN_INDIA = `(now() at time zone 'Asia/Kolkata')::date`;

/** Each statement's time, by the table it writes ("analyze" for the statistics after). */
export type SeedTimings = Record<string, number>;

/**
 * Runs `work` with the table's plain indexes (not its primary key, nor one a constraint owns)
 * dropped, and builds them again after from their own definitions: one sorted build instead of
 * 100,000 insertions each.
 */
async function withoutPlainIndexes(tx: Queryable, table: string, work: () => Promise<unknown>) {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = $1::regclass and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const { name } of rows) await tx.query(`drop index ${name}`);
  await work();
  for (const { definition } of rows) await tx.query(definition);
}

/**
 * Runs the statements in one transaction without triggers, then ANALYZE on the tables they
 * wrote; `reindexed` names the tables whose indexes are built after rather than kept up.
 */
async function inReplicaMode(
  db: Database,
  statements: readonly Statement[],
  reindexed: ReadonlySet<string> = new Set(),
): Promise<SeedTimings> {
  const tables = new Set<string>();
  const timings: SeedTimings = {};
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[label] = (timings[label] ?? 0) + performance.now() - started;
  };
  await db.transaction(async (tx: Queryable) => {
    await tx.query("set local session_replication_role = replica");
    for (const { sql, params } of statements) {
      const table = /insert into ([\w.]+)/.exec(sql)![1]!;
      tables.add(table);
      const insert = () => tx.query(sql, params);
      await timed(table, () =>
        reindexed.has(table) ? withoutPlainIndexes(tx, table, insert) : insert(),
      );
    }
  });
  await timed("analyze", () => db.query(`analyze ${[...tables].join(", ")}`));
  return timings;
}

/** Everything but the providers: seeded once and kept for every provider size. */
export async function seedMarket(db: Database, accounts: SeedAccounts): Promise<SeedTimings> {
  const statements = [
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, created_at)
       select md5('bench-devotee-' || i)::uuid, 'devotee-' || i || '@bench.example', now(),
              jsonb_build_object('full_name', 'Devotee ' || i), now() - i * interval '1 minute'
         from generate_series(1, ${DEVOTEES}) i`,
    `insert into public.profiles (id, display_name)
       select md5('bench-devotee-' || i)::uuid, 'Devotee ' || i from generate_series(1, ${DEVOTEES}) i`,
    `insert into public.user_roles (user_id, role, is_primary)
       select md5('bench-devotee-' || i)::uuid, 'devotee', true from generate_series(1, ${DEVOTEES}) i`,
    `insert into public.temples (id, slug, name, description, city, location, deity,
              darshan_timings, aarti_timings, verification_status, verified_at, receipt_prefix,
              created_at)
       select md5('bench-temple-' || i)::uuid, 'bench-temple-' || i, 'Shri Mandir ' || i,
              'A temple seeded for the market-size bench.', (${CITIES})[1 + i % 8],
              (${CITIES})[1 + i % 8] || ', India', (array['Shiva','Vishnu','Devi','Ganesha'])[1 + i % 4],
              '5:00 AM – 12:00 PM, 4:00 PM – 9:00 PM', '6:00 AM, 7:00 PM', 'verified',
              now() - interval '30 days', 'T' || i, now() - i * interval '1 hour'
         from generate_series(1, ${TEMPLES}) i`,
    `insert into public.temple_events (temple_id, title, description, kind, starts_at,
              duration_minutes, capacity)
       select md5('bench-temple-' || t)::uuid, 'Utsav ' || t || '.' || e, 'Seeded event.',
              (array['special_pooja','festival','special_pooja'])[e]::public.temple_event_kind,
              now() + ((t * 3 + e) % 90 + 1) * interval '1 day', 120, 500
         from generate_series(1, ${TEMPLES}) t, generate_series(1, 3) e`,
    `insert into public.seva_programs (temple_id, title, description, goal_paise, created_at)
       select md5('bench-temple-' || t)::uuid, 'Anna daan ' || t || '.' || s, 'Seeded program.',
              10000000, now() - (t * 2 + s) * interval '1 hour'
         from generate_series(1, ${TEMPLES}) t, generate_series(1, 2) s`,
    `insert into public.offerings (id, temple_id, kind, title, description, mode,
              duration_minutes, price_paise, schedule_weekdays, schedule_time)
       select md5('bench-temple-pooja-' || t)::uuid, md5('bench-temple-' || t)::uuid,
              'temple_pooja', 'Abhishekam', 'Seeded pooja.', 'offline', 60, 50100,
              '{0,1,2,3,4,5,6}', '07:00'
         from generate_series(1, ${TEMPLES}) t`,
    // A year of temple poojas, one booking every 166 s, for the 100,000 devotees; every
    // thousandth is the signed-in devotee's.
    `insert into public.bookings (devotee_id, offering_id, temple_id, title, mode, price_paise,
              free_cancel_hours, kept_percent, slot, blocked, status, devotee_name, created_at,
              completed_at)
       select case when k % 1000 = 0 then $1::uuid
                   else md5('bench-devotee-' || (1 + k % ${DEVOTEES}))::uuid end, md5('bench-temple-pooja-' || (1 + k % ${TEMPLES}))::uuid,
              md5('bench-temple-' || (1 + k % ${TEMPLES}))::uuid, 'Abhishekam', 'offline', 50100,
              24, 0, tstzrange(s, s + interval '1 hour'), tstzrange(s, s + interval '1 hour'),
              (case when s < now() then 'completed' else 'confirmed' end)::public.booking_status,
              'Devotee', s - interval '2 days', case when s < now() then s + interval '1 hour' end
         from (select k, date_trunc('hour', now()) - interval '340 days' + k * interval '166 seconds' s
                 from generate_series(1, ${OTHER_BOOKINGS}) k) x`,
    `insert into public.notifications (user_id, kind, title, body, link, read_at, created_at)
       select $1::uuid, 'booking_confirmed', 'Your booking is confirmed', 'Abhishekam', '/bookings',
              case when n % 10 = 0 then null else now() end, now() - n * interval '10 minutes'
         from generate_series(1, ${NOTIFICATIONS}) n`,
  ];
  return inReplicaMode(
    db,
    statements.map((sql) => ({ sql, params: sql.includes("$1") ? [accounts.devoteeUserId] : [] })),
    new Set(["auth.users", "public.bookings", "public.notifications"]),
  );
}

/**
 * Providers `from + 1` to `to`, each verified with 2 offerings and 7 weekly hours (06:00–20:00);
 * provider 1 is the signed-up pujari, who also gets 10,000 bookings: five a day (06:00, 09:00, …,
 * 18:00, an hour each) for about five and a half years up to two weeks ahead, so the 14 days read
 * still have free times between them; a fifth of the past ones were never closed.
 */
export async function seedProviders(
  db: Database,
  accounts: SeedAccounts,
  from: number,
  to: number,
): Promise<SeedTimings> {
  const range = `generate_series(${from + 1}, ${to}) i`;
  const userId = `case when i = ${BUSY_PROVIDER} then $1::uuid else md5('bench-provider-user-' || i)::uuid end`;
  const kind = `(case when i <= ${IDLE_PROVIDER} or i % 2 = 0 then 'pujari' else 'guru' end)`;
  const statements: Statement[] = [
    `insert into auth.users (id, email, email_confirmed_at, created_at)
     select md5('bench-provider-user-' || i)::uuid, 'provider-' || i || '@bench.example', now(), now()
       from ${range} where i <> ${BUSY_PROVIDER}`,
    `insert into public.profiles (id, display_name)
     select md5('bench-provider-user-' || i)::uuid, 'Pandit ' || i from ${range} where i <> ${BUSY_PROVIDER}`,
    `insert into public.user_roles (user_id, role, is_primary)
     select ${userId}, ${kind}::public.app_role, true from ${range}`,
    `insert into public.providers (id, user_id, kind, slug, display_name, bio, specialisations,
            languages, city, years_experience, verification_status, verified_at, rating,
            review_count, follower_count, created_at)
     select md5('bench-provider-' || i)::uuid, ${userId}, ${kind}::public.provider_kind,
            'bench-provider-' || i, 'Pandit ' || i, 'Seeded for the market-size bench.',
            array['Griha Pravesh','Satyanarayan Katha'], array['Hindi','Sanskrit'],
            (${CITIES})[1 + i % 8], 5 + i % 30, 'verified', now() - interval '10 days',
            case when i % 7 = 0 then null else (10 + i % 41) / 10.0 end,
            case when i % 7 = 0 then 0 else 1 + i % 200 end, i % 500, now() - i * interval '1 minute'
       from ${range}`,
    `insert into public.offerings (id, provider_id, kind, title, description, mode,
            duration_minutes, price_paise)
     select md5('bench-offering-' || i || '-' || o)::uuid, md5('bench-provider-' || i)::uuid,
            (array['consultation','home_pooja'])[o]::public.offering_kind,
            (array['Consultation','Griha Pravesh pooja'])[o], 'Seeded offering.',
            (array['online','offline'])[o]::public.offering_mode, 60, 50000 + (i % 50) * 1000 + o * 10000
       from ${range}, generate_series(1, 2) o`,
    `insert into public.availability_rules (provider_id, weekday, start_time, end_time)
     select md5('bench-provider-' || i)::uuid, w, '06:00', '20:00' from ${range}, generate_series(0, 6) w`,
  ].map((sql) => ({ sql, params: sql.includes("$1") ? [accounts.pujariUserId] : [] }));
  if (from < BUSY_PROVIDER && to >= BUSY_PROVIDER) {
    const days = Math.ceil(BUSY_PUJARI_BOOKINGS / PER_DAY) - 16;
    statements.push({
      sql: `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
              free_cancel_hours, kept_percent, slot, blocked, status, devotee_name, created_at,
              completed_at)
       select case when k % 100 = 0 then $1::uuid else md5('bench-devotee-' || (1 + k * 7 % ${DEVOTEES}))::uuid end,
              md5('bench-offering-${BUSY_PROVIDER}-1')::uuid, md5('bench-provider-${BUSY_PROVIDER}')::uuid,
              'Consultation', 'online', 51000, 24, 0, tstzrange(s, s + interval '1 hour'),
              tstzrange(s, s + interval '75 minutes'), status::public.booking_status, 'Devotee',
              s - interval '3 days', case when status = 'completed' then s + interval '1 hour' end
         from (select s, case when s > now() then (array['confirmed','requested'])[1 + k % 2]
                              when k % 5 = 0 then 'confirmed' else 'completed' end status, k
                 from (select k, ((${TODAY_IN_INDIA} - ${days} + k / ${PER_DAY}) + time '06:00'
                                  + (k % ${PER_DAY}) * interval '3 hours') at time zone 'Asia/Kolkata' s
                         from generate_series(0, ${BUSY_PUJARI_BOOKINGS - 1}) k) t) x`,
      params: [accounts.devoteeUserId],
    });
  }
  return inReplicaMode(db, statements);
}
