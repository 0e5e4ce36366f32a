import type { Config } from "../config.ts";
import type { Database, Queryable } from "../db/database.ts";
import { analyzeChangedTables } from "../db/pglite-statistics.ts";
import type { Clock } from "../lib/clock.ts";
import {
  SAMPLE_BOOKINGS,
  SAMPLE_CONTACT,
  SAMPLE_EMAIL_DOMAIN,
  SAMPLE_OFFERINGS,
  SAMPLE_PROVIDERS,
  SAMPLE_TEMPLES,
  SAMPLE_USERS,
  sampleId,
} from "./sample-content.ts";
import {
  SAMPLE_DASHBOARD_TEMPLE,
  SAMPLE_LIVE_SESSIONS,
  SAMPLE_SEVA_PROGRAMS,
  SAMPLE_TEMPLE_EVENTS,
} from "./sample-listings.ts";

/** SEED_SAMPLE_CONTENT, defaulting to on outside production. */
export function isSampleContentOn(
  config: Pick<Config, "SEED_SAMPLE_CONTENT" | "NODE_ENV">,
): boolean {
  return config.SEED_SAMPLE_CONTENT ?? config.NODE_ENV !== "production";
}

/** On start: seed (or re-date) the sample rows when the setting is on, delete them when it is off. */
export async function syncSampleContent(
  db: Database,
  config: Pick<Config, "SEED_SAMPLE_CONTENT" | "NODE_ENV">,
  clock: Clock,
): Promise<void> {
  if (isSampleContentOn(config)) await seedSampleContent(db, clock);
  else await removeSampleContent(db);
  // The embedded database has no autovacuum: the lists' first plans should know these rows.
  if (db.driver === "pglite") await analyzeChangedTables(db);
}

/** The sample accounts' e-mail addresses, for the README and the operator. */
export const SAMPLE_EMAILS = SAMPLE_USERS.map((user) => `${user.key}@${SAMPLE_EMAIL_DOMAIN}`);

/** Today's date in India, the day every sample time counts from. */
export function todayInIndia(clock: Clock): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(clock.now());
}

// A sample time: wall-clock IST on the day `day` days after $1 (today in India).
const AT = (alias: string) =>
  `((($1::date + ${alias}.day) + ${alias}.time::time) at time zone 'Asia/Kolkata')`;

const json = (rows: readonly unknown[]) => JSON.stringify(rows);

/**
 * Writes the sample content as rows flagged `is_sample`, or brings them up to date: every row has
 * a stable id, so a re-run updates (and re-dates) instead of duplicating. One transaction.
 */
export async function seedSampleContent(db: Database, clock: Clock): Promise<void> {
  const today = todayInIndia(clock);
  await db.transaction(async (tx) => {
    await upsertUsers(tx);
    await upsertHosts(tx);
    await upsertOfferingsAndBookings(tx, today);
    await upsertLiveSessions(tx, today);
    await upsertTempleContent(tx, today);
  });
}

/** Deletes every sample row (SEED_SAMPLE_CONTENT off): the public lists then show real rows only. */
export async function removeSampleContent(db: Database): Promise<void> {
  const userIds = SAMPLE_USERS.map((user) => sampleId(`user:${user.key}`));
  await db.transaction(async (tx) => {
    // Bookings first: they hold their offering with `on delete restrict`.
    await tx.query("delete from public.bookings where is_sample");
    await tx.query("delete from public.temples where is_sample");
    await tx.query("delete from auth.users where id = any($1::uuid[])", [userIds]);
  });
}

async function upsertUsers(tx: Queryable): Promise<void> {
  const users = SAMPLE_USERS.map((user) => ({
    id: sampleId(`user:${user.key}`),
    email: `${user.key}@${SAMPLE_EMAIL_DOMAIN}`,
    full_name: user.fullName,
    role: user.role,
  }));
  await tx.query(
    `insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data)
     select x.id, x.email, jsonb_build_object('full_name', x.full_name), '{"is_sample": true}'
       from jsonb_to_recordset($1::jsonb) as x(id uuid, email text, full_name text)
     on conflict (id) do update set raw_user_meta_data = excluded.raw_user_meta_data`,
    [json(users)],
  );
  await tx.query(
    `insert into public.profiles (id, display_name)
     select x.id, x.full_name from jsonb_to_recordset($1::jsonb) as x(id uuid, full_name text)
     on conflict (id) do update set display_name = excluded.display_name`,
    [json(users)],
  );
  await tx.query(
    `insert into public.user_roles (user_id, role, is_primary)
     select x.id, x.role::public.app_role, true from jsonb_to_recordset($1::jsonb) as x(id uuid, role text)
     on conflict (user_id, role) do nothing`,
    [json(users)],
  );
}

async function upsertHosts(tx: Queryable): Promise<void> {
  const providers = SAMPLE_PROVIDERS.map((p) => ({
    id: sampleId(`provider:${p.slug}`),
    user_id: sampleId(`user:${p.userKey}`),
    slug: p.slug,
    display_name: p.displayName,
    bio: p.bio,
    specialisations: p.specialisations,
    rating: p.rating,
    follower_count: p.followers,
    photo_path: p.photoPath,
    photo_alt: p.photoAlt,
  }));
  await tx.query(
    `insert into public.providers (id, user_id, kind, slug, display_name, bio, specialisations,
       languages, city, rating, follower_count, photo_path, photo_alt, verification_status, is_sample)
     select x.id, x.user_id, 'guru', x.slug, x.display_name, x.bio, x.specialisations,
            '{Hindi,English}', null, x.rating, x.follower_count, x.photo_path, x.photo_alt, 'verified', true
       from jsonb_to_recordset($1::jsonb) as x(id uuid, user_id uuid, slug text, display_name text,
            bio text, specialisations text[], rating numeric, follower_count integer, photo_path text,
            photo_alt text)
     on conflict (id) do update set display_name = excluded.display_name, bio = excluded.bio,
       specialisations = excluded.specialisations, rating = excluded.rating,
       follower_count = excluded.follower_count, photo_path = excluded.photo_path,
       photo_alt = excluded.photo_alt, verification_status = 'verified', is_sample = true`,
    [json(providers)],
  );
  const temples = SAMPLE_TEMPLES.map((t) => ({ ...t, id: sampleId(`temple:${t.slug}`) }));
  await tx.query(
    `insert into public.temples (id, slug, name, city, location, follower_count, verification_status, is_sample)
     select x.id, x.slug, x.name, x.city, x.location, x.followers, 'verified', true
       from jsonb_to_recordset($1::jsonb) as x(id uuid, slug text, name text, city text,
            location text, followers integer)
     on conflict (id) do update set name = excluded.name, city = excluded.city,
       location = excluded.location, follower_count = excluded.follower_count,
       verification_status = 'verified', is_sample = true`,
    [json(temples)],
  );
  await tx.query(
    `insert into public.temple_admins (temple_id, user_id)
     select t, $2::uuid from unnest($1::uuid[]) t on conflict do nothing`,
    [temples.map((t) => t.id), sampleId("user:temple-admin")],
  );
}

async function upsertOfferingsAndBookings(tx: Queryable, today: string): Promise<void> {
  const offerings = SAMPLE_OFFERINGS.map((o) => ({
    id: sampleId(`offering:${o.key}`),
    provider_id: sampleId(`provider:${o.providerSlug}`),
    kind: o.kind,
    title: o.title,
    mode: o.mode,
    duration_minutes: o.durationMinutes,
    price_paise: o.pricePaise,
  }));
  await tx.query(
    `insert into public.offerings (id, provider_id, kind, title, mode, duration_minutes, price_paise, is_sample)
     select x.id, x.provider_id, x.kind::public.offering_kind, x.title, x.mode::public.offering_mode,
            x.duration_minutes, x.price_paise, true
       from jsonb_to_recordset($1::jsonb) as x(id uuid, provider_id uuid, kind text, title text,
            mode text, duration_minutes integer, price_paise integer)
     on conflict (id) do update set kind = excluded.kind, title = excluded.title, mode = excluded.mode,
       duration_minutes = excluded.duration_minutes, price_paise = excluded.price_paise, active = true`,
    [json(offerings)],
  );
  const bookings = SAMPLE_BOOKINGS.map((b) => ({
    id: sampleId(`booking:${b.key}`),
    offering_id: sampleId(`offering:${b.offeringKey}`),
    devotee_id: sampleId(`user:${b.devoteeKey}`),
    day: b.day,
    time: b.time,
    status: b.status,
  }));
  await tx.query(
    `insert into public.bookings (id, devotee_id, offering_id, provider_id, title, mode, price_paise,
       free_cancel_hours, kept_percent, slot, blocked, status, devotee_name, contact_phone, address,
       responded_at, is_sample)
     select x.id, x.devotee_id, o.id, o.provider_id, o.title, m.mode, o.price_paise,
            o.free_cancel_hours, o.kept_percent, s.slot, s.slot, x.status::public.booking_status,
            pr.display_name,
            case when m.mode = 'offline' then $2 end, case when m.mode = 'offline' then $3 end,
            case when x.status = 'confirmed' then now() end, true
       from jsonb_to_recordset($4::jsonb) as x(id uuid, offering_id uuid, devotee_id uuid, day integer,
            time text, status text)
       join public.offerings o on o.id = x.offering_id
       join public.profiles pr on pr.id = x.devotee_id
       cross join lateral (select (case o.mode when 'offline' then 'offline' else 'online' end)::public.booking_mode as mode) m
       cross join lateral (select tstzrange(${AT("x")}, ${AT("x")} + make_interval(mins => o.duration_minutes)) as slot) s
     on conflict (id) do update set slot = excluded.slot, blocked = excluded.blocked,
       status = excluded.status, title = excluded.title, price_paise = excluded.price_paise,
       devotee_name = excluded.devotee_name, cancelled_by = null, cancel_reason = null,
       cancelled_at = null, completed_at = null`,
    [today, SAMPLE_CONTACT.phone, SAMPLE_CONTACT.address, json(bookings)],
  );
}

async function upsertLiveSessions(tx: Queryable, today: string): Promise<void> {
  const sessions = SAMPLE_LIVE_SESSIONS.map((s) => ({
    id: sampleId(`live:${s.key}`),
    provider_id: s.providerSlug ? sampleId(`provider:${s.providerSlug}`) : null,
    temple_id: s.templeSlug ? sampleId(`temple:${s.templeSlug}`) : null,
    sample_list: s.list,
    title: s.title,
    description: s.description ?? "",
    kind: s.kind,
    status: s.status,
    day: s.day,
    time: s.time,
    duration_minutes: s.durationMinutes ?? null,
    presenter_name: s.presenter ?? null,
    viewer_count: s.viewers ?? 0,
    reminder_count: s.reminders ?? 0,
    chat_enabled: s.chat,
    donations_enabled: s.donations,
    thumbnail_path: s.thumbnail?.src ?? null,
    thumbnail_alt: s.thumbnail?.alt ?? null,
  }));
  await tx.query(
    `insert into public.live_sessions (id, provider_id, temple_id, sample_list, title, description,
       kind, status, starts_at, duration_minutes, presenter_name, viewer_count, reminder_count,
       chat_enabled, donations_enabled, thumbnail_path, thumbnail_alt, is_sample)
     select x.id, x.provider_id, x.temple_id, x.sample_list, x.title, x.description,
            x.kind::public.live_session_kind, x.status::public.live_session_status, ${AT("x")},
            x.duration_minutes, x.presenter_name, x.viewer_count, x.reminder_count, x.chat_enabled,
            x.donations_enabled, x.thumbnail_path, x.thumbnail_alt, true
       from jsonb_to_recordset($2::jsonb) as x(id uuid, provider_id uuid, temple_id uuid,
            sample_list text, title text, description text, kind text, status text, day integer,
            time text, duration_minutes integer, presenter_name text, viewer_count integer,
            reminder_count integer, chat_enabled boolean, donations_enabled boolean,
            thumbnail_path text, thumbnail_alt text)
     on conflict (id) do update set title = excluded.title, description = excluded.description,
       kind = excluded.kind, status = excluded.status, starts_at = excluded.starts_at,
       duration_minutes = excluded.duration_minutes, presenter_name = excluded.presenter_name,
       viewer_count = excluded.viewer_count, reminder_count = excluded.reminder_count,
       chat_enabled = excluded.chat_enabled, donations_enabled = excluded.donations_enabled,
       thumbnail_path = excluded.thumbnail_path, thumbnail_alt = excluded.thumbnail_alt,
       sample_list = excluded.sample_list`,
    [today, json(sessions)],
  );
}

async function upsertTempleContent(tx: Queryable, today: string): Promise<void> {
  const templeId = sampleId(`temple:${SAMPLE_DASHBOARD_TEMPLE}`);
  const events = SAMPLE_TEMPLE_EVENTS.map((e) => ({ ...e, id: sampleId(`event:${e.key}`) }));
  await tx.query(
    `insert into public.temple_events (id, temple_id, title, kind, starts_at, capacity,
       registration_count, is_sample)
     select x.id, $2::uuid, x.title, x.kind::public.temple_event_kind, ${AT("x")}, x.capacity,
            x.registrations, true
       from jsonb_to_recordset($3::jsonb) as x(id uuid, title text, kind text, day integer,
            time text, capacity integer, registrations integer)
     on conflict (id) do update set title = excluded.title, kind = excluded.kind,
       starts_at = excluded.starts_at, capacity = excluded.capacity,
       registration_count = excluded.registration_count, registration_open = true`,
    [today, templeId, json(events)],
  );
  const programs = SAMPLE_SEVA_PROGRAMS.map((p) => ({
    id: sampleId(`seva:${p.key}`),
    title: p.title,
    description: p.description,
    goal_paise: p.goal * 100,
    raised_paise: p.raised * 100,
    sponsor_count: p.sponsors,
  }));
  await tx.query(
    `insert into public.seva_programs (id, temple_id, title, description, goal_paise, raised_paise,
       sponsor_count, is_sample)
     select x.id, $1::uuid, x.title, x.description, x.goal_paise, x.raised_paise, x.sponsor_count, true
       from jsonb_to_recordset($2::jsonb) as x(id uuid, title text, description text,
            goal_paise bigint, raised_paise bigint, sponsor_count integer)
     on conflict (id) do update set title = excluded.title, description = excluded.description,
       goal_paise = excluded.goal_paise, raised_paise = excluded.raised_paise,
       sponsor_count = excluded.sponsor_count, active = true`,
    [templeId, json(programs)],
  );
}
