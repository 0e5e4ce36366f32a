// What each measured page asks, written as the web app's own supabase-js calls (copied from
// web/src/features/*/api/*.ts and web/src/lib/available-slots.ts), so the wire format (paths,
// query strings, headers) is the library's, not a hand-written guess. The lists' first pages as
// the keyset versions send them (limit 21, no offset; dc7c0d7). When a web api file changes,
// change its line here: this table is the only place the bench names a request.
import type { SupabaseClient } from "@supabase/supabase-js";

/** The seeded rows a page reads, by id or slug. */
export interface BenchIds {
  devoteeUserId: string;
  /** A typical listed provider (/connect/:slug). */
  providerId: string;
  providerSlug: string;
  /** The pujari with 10,000 bookings, and one with none. */
  busyProviderId: string;
  idleProviderId: string;
  templeId: string;
  templeSlug: string;
}

type Call = (supabase: SupabaseClient, ids: BenchIds, now: Date) => PromiseLike<unknown>;

/** A page as the web loads it: steps in order, each step's requests at once. */
export interface PageSpec {
  name: string;
  /** Whose session sends it. */
  as: "devotee" | "pujari";
  steps: Call[][];
  /** Its share of the realistic mix (0: not in it). */
  mixWeight: number;
}

// web/src/features/connect/api/list-providers.ts
const PROVIDER_COLUMNS =
  "id, slug, kind, display_name, specialisations, languages, city, photo_path, photo_alt, rating, review_count, verification_status, verified_at, is_sample, offering_kinds, lowest_price_paise, rating_tenths";
// web/src/features/explore/api/list-temples.ts
const TEMPLE_COLUMNS =
  "id, slug, name, city, location, deity, darshan_timings, aarti_timings, verification_status, verified_at, is_sample";
// web/src/features/explore/api/list-upcoming-events.ts
const EVENT_COLUMNS =
  "id, title, description, kind, starts_at, capacity, registration_count, registration_open, is_filling_fast, is_sample, speaker, katha_sessions(count), temple:temples(slug, name, city)";
// web/src/features/pray/api/list-seva-programs.ts
const PROGRAM_COLUMNS =
  "id, title, description, goal_paise, raised_paise, sponsor_count, is_sample, created_at, temple:temples(slug, name, city, verified_at)";
const AUTHORISED_BY_EMBED = "authorised_by:temples!offerings_authorised_by_temple_id_fkey(name)";
const SANKALP_COLUMNS = "sankalp_name, gotra, nakshatra, family_members";
const PAGE = 20;
const DAY_MS = 86_400_000;

const listEvents = (supabase: SupabaseClient, now: Date, templeId?: string) => {
  const at = now.toISOString();
  const upcoming = () => {
    const query = supabase.from("temple_events").select(EVENT_COLUMNS).gt("starts_at", at);
    return templeId ? query.eq("temple_id", templeId) : query;
  };
  return (templeId ? upcoming() : upcoming().or(`featured_until.is.null,featured_until.lte.${at}`))
    .order("is_sample")
    .order("starts_at")
    .order("id")
    .limit(PAGE + 1);
};
const listFeaturedEvents: Call = (supabase, _ids, now) =>
  supabase
    .from("temple_events")
    .select(EVENT_COLUMNS)
    .gt("starts_at", now.toISOString())
    .gt("featured_until", now.toISOString())
    .order("starts_at")
    .limit(6);
const listMyRegistrations: Call = (supabase, ids) =>
  supabase.from("event_registrations").select("event_id").eq("user_id", ids.devoteeUserId);
const listSlots =
  (provider: "busyProviderId" | "idleProviderId"): Call =>
  (supabase, ids, now) =>
    supabase.rpc("available_slots", {
      provider_id: ids[provider],
      range_start: now.toISOString(),
      range_end: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      duration_minutes: 60,
    });

/** The two slot rows, compared with each other as well as across sizes. */
export const BUSY_SLOTS = "available_slots 14 days, 10,000 bookings";
export const IDLE_SLOTS = "available_slots 14 days, no bookings";

export const PAGES: readonly PageSpec[] = [
  {
    name: "/connect list (provider_listings)",
    as: "devotee",
    mixWeight: 20,
    steps: [
      [
        (supabase) =>
          supabase
            .from("provider_listings")
            .select(PROVIDER_COLUMNS)
            // Real providers first; the examples follow only once they run out.
            .eq("is_sample", false)
            .order("rating_tenths", { ascending: false, nullsFirst: false })
            .order("id")
            .limit(PAGE + 1),
      ],
    ],
  },
  {
    // The embed the issue measured: providers with their offerings, limit 20.
    name: "providers with offerings embed",
    as: "devotee",
    mixWeight: 0,
    steps: [
      [
        (supabase) =>
          supabase
            .from("providers")
            .select("id, slug, display_name, offerings(id, kind, title, price_paise)")
            .limit(PAGE),
      ],
    ],
  },
  {
    // web/src/features/connect/api/get-provider.ts
    name: "/connect/:slug (3 requests)",
    as: "devotee",
    mixWeight: 15,
    steps: [
      [
        (supabase, ids) =>
          supabase
            .from("provider_listings")
            .select(
              "id, slug, kind, display_name, bio, specialisations, languages, city, years_experience, photo_path, photo_alt, rating, review_count, follower_count, verification_status, verified_at, is_sample",
            )
            .eq("slug", ids.providerSlug)
            .maybeSingle(),
      ],
      [
        (supabase, ids) =>
          supabase
            .from("offerings")
            .select(
              `id, kind, title, description, mode, duration_minutes, price_paise, free_cancel_hours, kept_percent, is_sample, ${AUTHORISED_BY_EMBED}`,
            )
            .eq("provider_id", ids.providerId)
            .eq("active", true)
            .order("price_paise"),
        (supabase, ids) =>
          supabase
            .from("public_reviews")
            .select("id, author_name, rating, body, created_at, reply, replied_at")
            .eq("provider_id", ids.providerId)
            .order("created_at", { ascending: false })
            .limit(20),
      ],
    ],
  },
  {
    // list-temples.ts, list-upcoming-events.ts and register-for-event.ts, signed in.
    name: "/explore (4 requests)",
    as: "devotee",
    mixWeight: 10,
    steps: [
      [
        (supabase) =>
          supabase
            .from("temples")
            .select(TEMPLE_COLUMNS)
            .order("is_sample")
            .order("name")
            .order("id")
            .limit(PAGE + 1),
        listFeaturedEvents,
        (supabase, _ids, now) => listEvents(supabase, now),
        listMyRegistrations,
      ],
    ],
  },
  {
    // get-temple.ts, then the page's gallery, gurus, poojas and events.
    name: "/explore/:slug (6 requests)",
    as: "devotee",
    mixWeight: 10,
    steps: [
      [
        (supabase, ids) =>
          supabase
            .from("temples")
            .select(
              `${TEMPLE_COLUMNS}, description, follower_count, address, map_url, seva_programs(id, title, description, goal_paise, raised_paise, sponsor_count)`,
            )
            .eq("slug", ids.templeSlug)
            .eq("seva_programs.active", true)
            .maybeSingle(),
      ],
      [
        (supabase, ids) =>
          supabase
            .from("temple_photos")
            .select("id, path, caption")
            .eq("temple_id", ids.templeId)
            .order("position")
            .limit(24),
        (supabase, ids) =>
          supabase
            .from("temple_providers")
            .select("provider_id, providers(display_name, slug, kind)")
            .eq("temple_id", ids.templeId)
            .eq("status", "accepted"),
        (supabase, ids) =>
          supabase
            .from("offerings")
            .select(
              "id, title, description, price_paise, duration_minutes, schedule_weekdays, schedule_time",
            )
            .eq("temple_id", ids.templeId)
            .eq("active", true)
            .eq("is_sample", false)
            .order("created_at")
            .limit(50),
        (supabase, ids, now) => listEvents(supabase, now, ids.templeId),
        listMyRegistrations,
      ],
    ],
  },
  {
    // web/src/features/pray/api/list-seva-programs.ts and list-my-pledges.ts
    name: "/pray (3 requests)",
    as: "devotee",
    mixWeight: 10,
    steps: [
      [
        (supabase, _ids, now) =>
          supabase
            .from("seva_programs")
            .select(PROGRAM_COLUMNS)
            .eq("active", true)
            .gt("promoted_until", now.toISOString())
            .order("promoted_until", { ascending: false })
            .limit(6),
        (supabase, _ids, now) =>
          supabase
            .from("seva_programs")
            .select(PROGRAM_COLUMNS)
            .eq("active", true)
            .or(`promoted_until.is.null,promoted_until.lte.${now.toISOString()}`)
            .order("is_sample")
            .order("created_at", { ascending: false })
            .order("id")
            .limit(PAGE + 1),
        (supabase, ids) =>
          supabase
            .from("donations")
            .select(
              "id, amount_paise, status, created_at, message, receipt_number, program:seva_programs(title), temple:temples(name), payments(status)",
            )
            .eq("donor_id", ids.devoteeUserId)
            .order("created_at", { ascending: false })
            .order("id")
            .range(0, PAGE),
      ],
    ],
  },
  {
    name: BUSY_SLOTS,
    as: "devotee",
    mixWeight: 10,
    steps: [[listSlots("busyProviderId")]],
  },
  {
    name: IDLE_SLOTS,
    as: "devotee",
    mixWeight: 5,
    steps: [[listSlots("idleProviderId")]],
  },
  {
    // web/src/features/spiritual-dashboard/api/list-inbox-bookings.ts: the Requested tab's first
    // page and the three tabs' counts (head requests), at once.
    name: "pujari's bookings inbox (10,000)",
    as: "pujari",
    mixWeight: 3,
    steps: [
      [
        (supabase, ids) =>
          supabase
            .from("bookings")
            .select(
              `id, title, status, mode, slot, price_paise, devotee_id, devotee_name, contact_phone, address, note, ${SANKALP_COLUMNS}, response_reason, cancel_reason, cancelled_by, created_at, paid_at`,
            )
            .eq("provider_id", ids.busyProviderId)
            .eq("status", "requested")
            .order("slot", { ascending: true })
            .order("id", { ascending: true })
            .limit(PAGE + 1),
        ...[["requested"], ["confirmed"], ["completed", "declined", "cancelled", "expired"]].map(
          (statuses): Call =>
            (supabase, ids) => {
              const query = supabase
                .from("bookings")
                .select("id", { count: "exact", head: true })
                .eq("provider_id", ids.busyProviderId);
              return statuses.length === 1
                ? query.eq("status", statuses[0] ?? "")
                : query.in("status", statuses);
            },
        ),
      ],
    ],
  },
  {
    // web/src/features/bookings/api/list-my-bookings.ts
    name: "devotee's My bookings",
    as: "devotee",
    mixWeight: 7,
    steps: [
      [
        (supabase, ids) =>
          supabase
            .from("bookings")
            .select("id, title, status, mode, slot, price_paise, providers(display_name, slug)")
            .eq("devotee_id", ids.devoteeUserId)
            .order("slot", { ascending: false })
            .order("id", { ascending: false })
            .limit(PAGE + 1),
      ],
    ],
  },
  {
    // web/src/features/notifications/api/count-unread-notifications.ts (polled every 15 s)
    name: "notifications bell (50,000)",
    as: "devotee",
    mixWeight: 10,
    steps: [
      [
        (supabase) =>
          supabase
            .from("notifications")
            .select("id", { count: "exact", head: true })
            .is("read_at", null),
      ],
    ],
  },
];
