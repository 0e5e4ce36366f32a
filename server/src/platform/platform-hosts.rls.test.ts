import { istAt } from "./testing/platform-world.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { DENIED, DENIED_ANON, describeRlsCases, type RlsCase, rows } from "./testing/rls-cases.ts";

// The policies and grants of the tables hosts and profiles live in: one allow and one deny per
// role with any business there (anon, a devotee, the provider, the temple admin, another user,
// the service role). Cases run in order; later ones may rely on rows earlier ones wrote.
const { world: w } = usePlatformWorld();

const tables: Record<string, RlsCase[]> = {
  profiles: [
    {
      actor: "devotee",
      does: "reads their own profile",
      run: (db) => db.from("profiles").select("display_name"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "cannot read a devotee's profile",
      run: (db) => db.from("profiles").select("id").eq("id", w.devotee.id),
      expect: rows(0),
    },
    {
      actor: "other",
      does: "renames themselves",
      run: (db) =>
        db.from("profiles").update({ display_name: "Other Ji" }).eq("id", w.other.id).select("id"),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "cannot rename the devotee",
      run: (db) =>
        db.from("profiles").update({ display_name: "x" }).eq("id", w.devotee.id).select("id"),
      expect: rows(0),
    },
    {
      actor: "anon",
      does: "reads no profile",
      run: (db) => db.from("profiles").select("id"),
      expect: DENIED_ANON,
    },
    {
      actor: "service",
      does: "reads every profile",
      run: (db) => db.from("profiles").select("id").in("id", [w.devotee.id, w.other.id]),
      expect: rows(2),
    },
  ],
  providers: [
    {
      actor: "anon",
      does: "reads a verified provider",
      run: (db) => db.from("providers").select("slug").eq("id", w.providerId),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "does not see a pending provider",
      run: (db) => db.from("providers").select("slug").eq("id", w.pendingProviderId),
      expect: rows(0),
    },
    {
      actor: "other",
      does: "does not see a pending provider",
      run: (db) => db.from("providers").select("slug").eq("id", w.pendingProviderId),
      expect: rows(0),
    },
    {
      actor: "provider",
      does: "edits their bio",
      run: (db) =>
        db.from("providers").update({ bio: "Kashi trained" }).eq("id", w.providerId).select("id"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "cannot touch their rating",
      run: (db) => db.from("providers").update({ rating: 5 }).eq("id", w.providerId),
      expect: DENIED,
    },
    {
      actor: "other",
      does: "cannot edit someone else's provider",
      run: (db) => db.from("providers").update({ bio: "x" }).eq("id", w.providerId).select("id"),
      expect: rows(0),
    },
    {
      actor: "devotee",
      does: "cannot register as a provider without the role",
      run: (db) =>
        db
          .from("providers")
          .insert({ user_id: w.devotee.id, kind: "guru", slug: "devotee-guru", display_name: "D" }),
      expect: DENIED,
    },
    {
      actor: "service",
      does: "reads pending providers too",
      run: (db) => db.from("providers").select("id").eq("id", w.pendingProviderId),
      expect: rows(1),
    },
  ],
  temples: [
    {
      actor: "anon",
      does: "reads a verified temple",
      run: (db) => db.from("temples").select("name").eq("id", w.templeId),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "does not see a pending temple",
      run: (db) => db.from("temples").select("name").eq("id", w.pendingTempleId),
      expect: rows(0),
    },
    {
      actor: "templeAdmin",
      does: "reads their pending temple",
      run: (db) => db.from("temples").select("name").eq("id", w.pendingTempleId),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "edits their temple",
      run: (db) =>
        db
          .from("temples")
          .update({ description: "On the ghats" })
          .eq("id", w.templeId)
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "cannot verify their temple",
      run: (db) =>
        db.from("temples").update({ verification_status: "verified" }).eq("id", w.pendingTempleId),
      expect: DENIED,
    },
    {
      actor: "provider",
      does: "cannot edit a temple they do not administer",
      run: (db) =>
        db.from("temples").update({ description: "x" }).eq("id", w.templeId).select("id"),
      expect: rows(0),
    },
    {
      actor: "other",
      does: "cannot register a temple without the role",
      run: (db) =>
        db.from("temples").insert({ slug: "other-mandir", name: "M", created_by: w.other.id }),
      expect: DENIED,
    },
  ],
  temple_admins: [
    {
      actor: "templeAdmin",
      does: "reads their temples' admins",
      run: (db) => db.from("temple_admins").select("user_id").eq("temple_id", w.templeId),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "sees no temple's admins",
      run: (db) => db.from("temple_admins").select("user_id").eq("temple_id", w.templeId),
      expect: rows(0),
    },
    {
      actor: "other",
      does: "cannot make themselves an admin",
      run: (db) => db.from("temple_admins").insert({ temple_id: w.templeId, user_id: w.other.id }),
      expect: DENIED,
    },
    {
      actor: "anon",
      does: "reads no admins",
      run: (db) => db.from("temple_admins").select("user_id"),
      expect: DENIED_ANON,
    },
  ],
  offerings: [
    {
      actor: "anon",
      does: "reads a verified provider's active offering",
      run: (db) => db.from("offerings").select("title").eq("id", w.consultationId),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "does not see a pending provider's offering",
      run: (db) => db.from("offerings").select("title").eq("id", w.pendingOfferingId),
      expect: rows(0),
    },
    {
      actor: "provider",
      does: "adds an offering",
      run: (db) =>
        db
          .from("offerings")
          .insert({
            provider_id: w.providerId,
            kind: "katha",
            title: "Katha",
            mode: "both",
            duration_minutes: 90,
            price_paise: 0,
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "cannot add an offering to the provider",
      run: (db) =>
        db.from("offerings").insert({
          provider_id: w.providerId,
          kind: "katha",
          title: "Fake",
          mode: "online",
          duration_minutes: 90,
          price_paise: 1,
        }),
      expect: DENIED,
    },
    {
      actor: "templeAdmin",
      does: "adds a temple offering",
      run: (db) =>
        db
          .from("offerings")
          .insert({
            temple_id: w.templeId,
            kind: "sankalp",
            title: "Sankalp",
            mode: "online",
            duration_minutes: 15,
            price_paise: 10100,
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "cannot change the temple's offering",
      run: (db) =>
        db.from("offerings").update({ price_paise: 1 }).eq("id", w.templePoojaId).select("id"),
      expect: rows(0),
    },
  ],
  availability_rules: [
    {
      actor: "provider",
      does: "reads their weekly hours",
      run: (db) => db.from("availability_rules").select("id").eq("provider_id", w.providerId),
      expect: rows(7),
    },
    {
      actor: "devotee",
      does: "cannot read the provider's calendar",
      run: (db) => db.from("availability_rules").select("id").eq("provider_id", w.providerId),
      expect: rows(0),
    },
    {
      actor: "other",
      does: "cannot add hours for the provider",
      run: (db) =>
        db.from("availability_rules").insert({
          provider_id: w.providerId,
          weekday: 1,
          start_time: "05:00",
          end_time: "06:00",
        }),
      expect: DENIED,
    },
    {
      actor: "anon",
      does: "reads no calendar",
      run: (db) => db.from("availability_rules").select("id"),
      expect: DENIED_ANON,
    },
  ],
  time_off: [
    {
      actor: "provider",
      does: "adds time off",
      run: (db) =>
        db
          .from("time_off")
          .insert({
            provider_id: w.providerId,
            period: `[${istAt(50, "06:00")},${istAt(51, "06:00")})`,
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "devotee",
      does: "cannot see it",
      run: (db) => db.from("time_off").select("id"),
      expect: rows(0),
    },
    {
      actor: "templeAdmin",
      does: "cannot add time off for the provider",
      run: (db) =>
        db.from("time_off").insert({
          provider_id: w.providerId,
          period: `[${istAt(52, "06:00")},${istAt(53, "06:00")})`,
        }),
      expect: DENIED,
    },
  ],
  live_sessions: [
    {
      actor: "anon",
      does: "reads a public session of a verified host",
      run: (db) => db.from("live_sessions").select("title").eq("id", w.liveSessionId),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "schedules a session",
      run: (db) =>
        db
          .from("live_sessions")
          .insert({
            provider_id: w.providerId,
            title: "Gita Path",
            kind: "pravachan",
            starts_at: istAt(3, "19:00"),
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "cannot set a status by writing it",
      run: (db) => db.from("live_sessions").update({ status: "live" }).eq("id", w.liveSessionId),
      expect: DENIED,
    },
    {
      actor: "provider",
      does: "cannot host at a temple they do not administer",
      run: (db) =>
        db.from("live_sessions").insert({
          provider_id: w.providerId,
          temple_id: w.templeId,
          title: "Aarti",
          kind: "aarti",
          starts_at: istAt(3, "19:00"),
        }),
      expect: DENIED,
    },
    {
      actor: "other",
      does: "cannot schedule for the provider",
      run: (db) =>
        db.from("live_sessions").insert({
          provider_id: w.providerId,
          title: "Fake",
          kind: "katha",
          starts_at: istAt(3, "19:00"),
        }),
      expect: DENIED,
    },
    {
      actor: "templeAdmin",
      does: "schedules a temple aarti",
      run: (db) =>
        db
          .from("live_sessions")
          .insert({
            temple_id: w.templeId,
            title: "Sandhya Aarti",
            kind: "aarti",
            starts_at: istAt(1, "18:30"),
          })
          .select("id"),
      expect: rows(1),
    },
  ],
  temple_events: [
    {
      actor: "anon",
      does: "reads a verified temple's event",
      run: (db) => db.from("temple_events").select("title").eq("id", w.templeEventId),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "adds an event",
      run: (db) =>
        db
          .from("temple_events")
          .insert({
            temple_id: w.templeId,
            title: "Ramayan Katha",
            kind: "katha_series",
            starts_at: istAt(20, "17:30"),
          })
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "cannot add an event to the temple",
      run: (db) =>
        db.from("temple_events").insert({
          temple_id: w.templeId,
          title: "Fake",
          kind: "festival",
          starts_at: istAt(20, "17:30"),
        }),
      expect: DENIED,
    },
    {
      actor: "templeAdmin",
      does: "cannot type in a registration count",
      run: (db) =>
        db.from("temple_events").update({ registration_count: 999 }).eq("id", w.templeEventId),
      expect: DENIED,
    },
  ],
  seva_programs: [
    {
      actor: "anon",
      does: "reads a verified temple's program",
      run: (db) => db.from("seva_programs").select("title").eq("id", w.sevaProgramId),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "edits the program",
      run: (db) =>
        db
          .from("seva_programs")
          .update({ description: "Meals daily" })
          .eq("id", w.sevaProgramId)
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "cannot type in the amount raised",
      run: (db) => db.from("seva_programs").update({ raised_paise: 1 }).eq("id", w.sevaProgramId),
      expect: DENIED,
    },
    {
      actor: "other",
      does: "cannot add a program to the temple",
      run: (db) =>
        db.from("seva_programs").insert({ temple_id: w.templeId, title: "Fake", goal_paise: 100 }),
      expect: DENIED,
    },
  ],
};

describeRlsCases(tables, () => w);
