import { Secret, TOTP } from "otpauth";
import type { Database } from "../db/database.ts";
import { grantPlatformAdmin, setVerification } from "../platform/admin-commands.ts";
import { type AppFetch, createDemoApi, type DemoApi, DemoSetupError } from "./demo-api.ts";
import { readOrCreateDemoSecrets, saveDemoSecrets } from "./demo-secrets.ts";

export { DemoSetupError };

const DOMAIN = "demo.bhaktisetu.example";
const TOTP_PARAMETERS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** Every demo account, in the order the banner lists them. */
const DEMO_ACCOUNTS = [
  { key: "devotee", label: "devotee", name: "Anjali Verma", role: "devotee" },
  { key: "guru", label: "guru (verified)", name: "Acharya Devendra Shastri", role: "guru" },
  { key: "pujari", label: "pujari (verified)", name: "Pandit Raghav Joshi", role: "pujari" },
  { key: "temple-admin", label: "temple admin", name: "Meenakshi Iyer", role: "temple_admin" },
  { key: "platform-admin", label: "platform admin", name: "Arjun Rao", role: null },
] as const;

type AccountKey = (typeof DEMO_ACCOUNTS)[number]["key"];

function demoEmail(key: AccountKey): string {
  return `${key}@${DOMAIN}`;
}

export interface DemoSummary {
  password: string;
  accounts: { label: string; email: string }[];
  /** The platform admin's authenticator: add it to an app, or compute codes from the secret. */
  adminTotp: { secret: string; uri: string };
}

interface Session {
  id: string;
  token: string;
}

interface Deps {
  fetch: AppFetch;
  db: Database;
  keys: { anonKey: string; serviceRoleKey: string };
  dataDir: string;
  /** The test gateway completes the demo donation; with a real gateway it stays a pledge. */
  hasTestCheckout: boolean;
}

/**
 * DEMO_MODE: sign-in-able accounts for each role and a little shared history, made through the
 * app's own endpoints (and the operator commands for what an operator does), so every rule applies.
 * Each step looks for what it would make first: a restart adds nothing.
 */
export async function setUpDemo(deps: Deps): Promise<DemoSummary> {
  const api = createDemoApi(deps.fetch, deps.keys);
  const secrets = await readOrCreateDemoSecrets(deps.dataDir);
  const sessions = {} as Record<AccountKey, Session>;
  for (const account of DEMO_ACCOUNTS) {
    sessions[account.key] = await ensureAccount(api, deps.db, account, secrets.password);
  }
  const guru = await ensureProvider(api, deps.db, sessions.guru, GURU);
  const pujari = await ensureProvider(api, deps.db, sessions.pujari, PUJARI);
  const temple = await ensureTemple(api, deps.db, sessions["temple-admin"]);
  await grantPlatformAdmin(deps.db, demoEmail("platform-admin"));
  const totpSecret = await ensureAuthenticator(
    api,
    sessions["platform-admin"],
    secrets.admin_totp_secret,
  );
  if (totpSecret !== secrets.admin_totp_secret) {
    await saveDemoSecrets(deps.dataDir, { ...secrets, admin_totp_secret: totpSecret });
  }
  await ensureBookings(api, deps.db, sessions, guru, pujari);
  await ensureDonation(api, sessions.devotee, temple, deps.hasTestCheckout);
  return {
    password: secrets.password,
    accounts: DEMO_ACCOUNTS.map((account) => ({
      label: account.label,
      email: demoEmail(account.key),
    })),
    adminTotp: {
      secret: totpSecret,
      uri: new TOTP({
        ...TOTP_PARAMETERS,
        issuer: "Bhakti Setu demo",
        label: demoEmail("platform-admin"),
        secret: Secret.fromBase32(totpSecret),
      }).toString(),
    },
  };
}

/**
 * Creates the account (confirmed, as an admin creates one) or sets its password to the kept one,
 * adds its role as the role picker does, and signs in.
 */
async function ensureAccount(
  api: DemoApi,
  db: Database,
  account: (typeof DEMO_ACCOUNTS)[number],
  password: string,
): Promise<Session> {
  const email = demoEmail(account.key);
  const { rows } = await db.query<{ id: string }>(
    "select id::text from auth.users where email = $1",
    [email],
  );
  const existing = rows[0];
  if (!existing) {
    await api.call("POST", "/auth/v1/admin/users", {
      body: { email, password, email_confirm: true, user_metadata: { full_name: account.name } },
    });
  }
  // An account made with another data directory's password (an external database kept, a new
  // DATA_DIR) gets the kept one.
  const session = await signIn(api, email, password).catch(async (error: unknown) => {
    if (!existing) throw error;
    await api.call("PUT", `/auth/v1/admin/users/${existing.id}`, { body: { password } });
    return signIn(api, email, password);
  });
  if (account.role) {
    const held = await api.get(
      `/rest/v1/user_roles?select=role&role=eq.${account.role}`,
      session.token,
    );
    if (held.length === 0) {
      await api.insert(
        "user_roles",
        { user_id: session.id, role: account.role, is_primary: true },
        session.token,
      );
    }
  }
  return session;
}

async function signIn(api: DemoApi, email: string, password: string): Promise<Session> {
  const body = await api.call<{ access_token: string; user: { id: string } }>(
    "POST",
    "/auth/v1/token?grant_type=password",
    { body: { email, password } },
  );
  return { id: body.user.id, token: body.access_token };
}

interface ProviderPlan {
  kind: "guru" | "pujari";
  slug: string;
  row: Record<string, unknown>;
  offerings: Record<string, unknown>[];
}

const GURU: ProviderPlan = {
  kind: "guru",
  slug: "demo-acharya-devendra",
  row: {
    display_name: "Acharya Devendra Shastri",
    bio: "Teaches the Bhagavad Gita and leads kathas and havans for families.",
    specialisations: ["Bhagavad Gita", "Satsang"],
    languages: ["Hindi", "English"],
    city: "Varanasi",
    years_experience: 22,
  },
  offerings: [
    {
      kind: "home_pooja",
      title: "Satyanarayan Katha at home",
      mode: "offline",
      duration_minutes: 120,
      price_paise: 510_000,
      samagri: "Banana leaves, panchamrit, fruits and flowers",
    },
    {
      kind: "consultation",
      title: "Gita guidance (video call)",
      mode: "online",
      duration_minutes: 45,
      price_paise: 110_000,
    },
  ],
};

const PUJARI: ProviderPlan = {
  kind: "pujari",
  slug: "demo-pandit-raghav",
  row: {
    display_name: "Pandit Raghav Joshi",
    bio: "Performs griha pravesh, namkaran and Rudrabhishek in Pune and nearby.",
    specialisations: ["Griha Pravesh", "Rudrabhishek"],
    languages: ["Hindi", "Marathi"],
    city: "Pune",
    years_experience: 12,
  },
  offerings: [
    {
      kind: "home_pooja",
      title: "Griha Pravesh Pooja",
      mode: "offline",
      duration_minutes: 150,
      price_paise: 1_100_000,
      samagri: "Kalash, mango leaves, coconut, havan samagri",
    },
    {
      kind: "home_pooja",
      title: "Namkaran Sanskar",
      mode: "offline",
      duration_minutes: 90,
      price_paise: 310_000,
    },
  ],
};

interface Host {
  id: string;
  offeringIds: string[];
}

/** The provider profile, its offerings and weekly hours (09:00-19:00 every day), verified. */
async function ensureProvider(
  api: DemoApi,
  db: Database,
  session: Session,
  plan: ProviderPlan,
): Promise<Host> {
  const { token } = session;
  let [provider] = await api.get<{ id: string; verification_status: string }>(
    `/rest/v1/providers?select=id,verification_status&user_id=eq.${session.id}`,
    token,
  );
  provider ??= (
    await api.insert<{ id: string; verification_status: string }>(
      "providers",
      { ...plan.row, user_id: session.id, kind: plan.kind, slug: plan.slug },
      token,
    )
  )[0]!;
  const path = `/rest/v1/offerings?select=id&provider_id=eq.${provider.id}&order=created_at`;
  if ((await api.get(path, token)).length === 0) {
    await api.insert(
      "offerings",
      plan.offerings.map((offering) => ({ samagri: "", ...offering, provider_id: provider.id })),
      token,
    );
  }
  const hours = `/rest/v1/availability_rules?select=id&provider_id=eq.${provider.id}`;
  if ((await api.get(hours, token)).length === 0) {
    await api.insert(
      "availability_rules",
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        provider_id: provider.id,
        weekday,
        start_time: "09:00",
        end_time: "19:00",
      })),
      token,
    );
  }
  if (provider.verification_status !== "verified") {
    await setVerification(db, plan.slug, "verified");
  }
  const offerings = await api.get<{ id: string }>(path, token);
  return { id: provider.id, offeringIds: offerings.map((offering) => offering.id) };
}

const TEMPLE_SLUG = "demo-shri-ganesh-mandir";

/** The temple (its creator becomes its admin), verified, with poojas, an event and a seva program. */
async function ensureTemple(
  api: DemoApi,
  db: Database,
  session: Session,
): Promise<{ id: string; sevaProgramId: string }> {
  const { token } = session;
  let [temple] = await api.get<{ id: string; verification_status: string }>(
    `/rest/v1/temples?select=id,verification_status&slug=eq.${TEMPLE_SLUG}`,
    token,
  );
  if (!temple) {
    // Inserted without returning it: the creator becomes its admin (and may read it) by a trigger
    // that runs after the insert, as in the web app.
    await api.call("POST", "/rest/v1/temples", {
      token,
      prefer: "return=minimal",
      body: {
        slug: TEMPLE_SLUG,
        name: "Shri Ganesh Mandir",
        description: "A neighbourhood temple with daily aarti and Sankashti Chaturthi poojas.",
        city: "Pune",
        location: "Pune, Maharashtra",
        deity: "Shri Ganesh",
        darshan_timings: "6:00 AM – 12:00 PM, 4:00 PM – 9:00 PM",
        aarti_timings: "7:00 AM, 7:30 PM",
        created_by: session.id,
      },
    });
    [temple] = await api.get<{ id: string; verification_status: string }>(
      `/rest/v1/temples?select=id,verification_status&slug=eq.${TEMPLE_SLUG}`,
      token,
    );
    if (!temple) throw new DemoSetupError("the demo temple was not created");
  }
  if (temple.verification_status !== "verified") {
    await setVerification(db, TEMPLE_SLUG, "verified");
  }
  const poojas = `/rest/v1/offerings?select=id&temple_id=eq.${temple.id}`;
  if ((await api.get(poojas, token)).length === 0) {
    await api.insert(
      "offerings",
      [
        { title: "Ganesh Abhishek", duration_minutes: 30, price_paise: 51_000, time: "07:30" },
        { title: "Modak Naivedya", duration_minutes: 20, price_paise: 21_000, time: "11:00" },
      ].map(({ time, ...pooja }) => ({
        ...pooja,
        temple_id: temple.id,
        kind: "temple_pooja",
        mode: "online",
        schedule_weekdays: [0, 1, 2, 3, 4, 5, 6],
        schedule_time: time,
      })),
      token,
    );
  }
  const events = `/rest/v1/temple_events?select=id&temple_id=eq.${temple.id}`;
  if ((await api.get(events, token)).length === 0) {
    await api.insert(
      "temple_events",
      {
        temple_id: temple.id,
        title: "Sankashti Chaturthi Mahapooja",
        description: "Evening pooja and moonrise aarti; prasad for everyone.",
        kind: "special_pooja",
        starts_at: daysFromNow(12, "18:30"),
        duration_minutes: 120,
        capacity: 150,
        registration_open: true,
      },
      token,
    );
  }
  const programs = `/rest/v1/seva_programs?select=id&temple_id=eq.${temple.id}`;
  let [program] = await api.get<{ id: string }>(programs, token);
  program ??= (
    await api.insert<{ id: string }>(
      "seva_programs",
      {
        temple_id: temple.id,
        title: "Annadanam for Sankashti",
        description: "Feeds the devotees who come for the evening pooja.",
        goal_paise: 5_000_000,
      },
      token,
    )
  )[0]!;
  return { id: temple.id, sevaProgramId: program.id };
}

/** A verified authenticator for the platform admin (the admin area asks for it); its secret. */
async function ensureAuthenticator(
  api: DemoApi,
  session: Session,
  keptSecret: string | undefined,
): Promise<string> {
  const user = await api.call<{ factors?: { id: string; status: string }[] }>(
    "GET",
    "/auth/v1/user",
    { token: session.token },
  );
  const factors = user.factors ?? [];
  if (keptSecret && factors.some((factor) => factor.status === "verified")) return keptSecret;
  // A factor whose secret was not kept (a new data directory on an old database) is replaced.
  for (const factor of factors) {
    await api.call("DELETE", `/auth/v1/admin/users/${session.id}/factors/${factor.id}`);
  }
  const enrolled = await api.call<{ id: string; totp: { secret: string } }>(
    "POST",
    "/auth/v1/factors",
    { token: session.token, body: { factor_type: "totp", friendly_name: "Demo authenticator" } },
  );
  const challenge = await api.call<{ id: string }>(
    "POST",
    `/auth/v1/factors/${enrolled.id}/challenge`,
    { token: session.token },
  );
  // The previous step's code (still accepted): a code works once, so the one an authenticator app
  // shows right after start stays free for the admin's own sign-in.
  const code = new TOTP({
    ...TOTP_PARAMETERS,
    secret: Secret.fromBase32(enrolled.totp.secret),
  }).generate({ timestamp: Date.now() - 30_000 });
  await api.call("POST", `/auth/v1/factors/${enrolled.id}/verify`, {
    token: session.token,
    body: { challenge_id: challenge.id, code },
  });
  return enrolled.totp.secret;
}

/** IST wall-clock `time` on the day `days` from today in India, as an ISO instant. */
function daysFromNow(days: number, time: string): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return new Date(`${today}T${time}:00+05:30`).toISOString();
}

const HOME = {
  contact_phone: "+919800000001",
  address: "Flat 4B, Shanti Kunj, Baner Road, Pune 411045",
};

/**
 * The devotee's bookings: one confirmed by the guru, one awaiting the pujari, one they cancelled,
 * and one that took place last week, which they reviewed.
 */
async function ensureBookings(
  api: DemoApi,
  db: Database,
  sessions: Record<AccountKey, Session>,
  guru: Host,
  pujari: Host,
): Promise<void> {
  const devotee = sessions.devotee;
  const mine = `/rest/v1/bookings?select=id&devotee_id=eq.${devotee.id}&limit=1`;
  if ((await api.get(mine, devotee.token)).length > 0) return;
  const book = async (offeringId: string, startsAt: string) =>
    api.rpc<{ id: string }>(
      "book_offering",
      { offering_id: offeringId, starts_at: startsAt, ...HOME, note: "Demo booking" },
      devotee.token,
    );
  const confirmed = await book(guru.offeringIds[0]!, daysFromNow(3, "10:00"));
  await api.rpc(
    "respond_to_booking",
    { booking_id: confirmed.id, accept: true },
    sessions.guru.token,
  );
  await book(pujari.offeringIds[0]!, daysFromNow(5, "09:30"));
  const cancelled = await book(pujari.offeringIds[1]!, daysFromNow(8, "16:00"));
  await api.rpc(
    "cancel_booking",
    { booking_id: cancelled.id, reason: "Our dates changed" },
    devotee.token,
  );
  const finished = await insertFinishedBooking(db, devotee.id, guru.offeringIds[0]!);
  await api.insert(
    "reviews",
    {
      booking_id: finished,
      author_id: devotee.id,
      rating: 5,
      body: "Acharya ji explained every step of the katha; the whole family took part.",
    },
    devotee.token,
  );
}

/**
 * A booking can only be made for a time still to come, so the one that already took place is
 * written as the sample content's past bookings are: a completed row, last week.
 */
async function insertFinishedBooking(
  db: Database,
  devoteeId: string,
  offeringId: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
       free_cancel_hours, kept_percent, slot, blocked, status, devotee_name, contact_phone, address,
       responded_at, completed_at)
     select $1, o.id, o.provider_id, o.title, 'offline', o.price_paise, o.free_cancel_hours,
            o.kept_percent, s.slot, s.slot, 'completed', p.display_name, $3, $4,
            lower(s.slot) - interval '2 days', upper(s.slot)
       from public.offerings o
       join public.profiles p on p.id = $1
       cross join lateral (select tstzrange($5::timestamptz,
              $5::timestamptz + make_interval(mins => o.duration_minutes)) as slot) s
      where o.id = $2
     returning id::text`,
    [devoteeId, offeringId, HOME.contact_phone, HOME.address, daysFromNow(-7, "10:00")],
  );
  if (!rows[0]) throw new DemoSetupError("the demo guru's offering is missing");
  return rows[0].id;
}

/** The devotee's donation to the temple's seva, paid through the test checkout: it has a receipt. */
async function ensureDonation(
  api: DemoApi,
  devotee: Session,
  temple: { sevaProgramId: string },
  hasTestCheckout: boolean,
): Promise<void> {
  const mine = `/rest/v1/donations?select=id&donor_id=eq.${devotee.id}&limit=1`;
  if ((await api.get(mine, devotee.token)).length > 0) return;
  const donation = await api.rpc<{ id: string }>(
    "record_donation",
    {
      seva_program_id: temple.sevaProgramId,
      amount_paise: 110_000,
      message: "In memory of my grandmother",
      donor_name: "Anjali Verma",
    },
    devotee.token,
  );
  if (!hasTestCheckout) return;
  const order = await api.call<{ checkout: { checkout_url: string } }>(
    "POST",
    "/functions/v1/payments/orders",
    { token: devotee.token, body: { purpose: "donation", id: donation.id, return_to: "/pray" } },
  );
  await api.call("POST", order.checkout.checkout_url, {
    token: devotee.token,
    form: { outcome: "captured", return_to: "/pray" },
  });
}
