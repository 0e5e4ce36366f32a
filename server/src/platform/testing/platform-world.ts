import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { epochSeconds } from "../../lib/clock.ts";
import { signJwt } from "../../lib/jwt.ts";
import { TEST_ORIGIN, type TestServer } from "../../testing/create-test-server.ts";

export interface PlatformUser {
  id: string;
  email: string;
  client: SupabaseClient;
}

type AppRole = "devotee" | "guru" | "pujari" | "temple_admin";

/**
 * A user with a profile name, roles, and a client whose token carries the given app_metadata and
 * assurance level: `aal1` (password only, the default) or `aal2` (password and authenticator code).
 */
export async function createPlatformUser(
  server: TestServer,
  name: string,
  options: {
    roles?: AppRole[];
    appMetadata?: Record<string, unknown>;
    aal?: "aal1" | "aal2";
  } = {},
): Promise<PlatformUser> {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.test`;
  const appMetadata = options.appMetadata ?? {};
  await server.db.query(
    `insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data)
     values ($1, $2, jsonb_build_object('full_name', $3::text), $4::jsonb)`,
    [id, email, name, JSON.stringify(appMetadata)],
  );
  for (const role of options.roles ?? []) {
    await server.db.query("insert into public.user_roles (user_id, role) values ($1, $2)", [
      id,
      role,
    ]);
  }
  const aal = options.aal ?? "aal1";
  const signedInAt = epochSeconds(server.clock);
  const accessToken = await signJwt(server.keys, {
    sub: id,
    role: "authenticated",
    aud: "authenticated",
    email,
    app_metadata: appMetadata,
    aal,
    // Most recent method first, as Supabase Auth lists them.
    amr:
      aal === "aal2"
        ? [
            { method: "totp", timestamp: signedInAt },
            { method: "password", timestamp: signedInAt },
          ]
        : [{ method: "password", timestamp: signedInAt }],
    exp: signedInAt + 3600,
  });
  const client = createClient(TEST_ORIGIN, server.keys.anonKey, {
    accessToken: () => Promise.resolve(accessToken),
    global: { fetch: server.fetch },
  });
  return { id, email, client };
}

/** The calendar date in India `days` from now (the database's clock, which booking rules use). */
export function indiaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** An instant given as IST wall-clock time `days` from today, as an ISO string. */
export function istAt(days: number, time: string): string {
  return new Date(`${indiaDate(days)}T${time}:00+05:30`).toISOString();
}

export interface PlatformWorld {
  devotee: PlatformUser;
  other: PlatformUser;
  guru: PlatformUser;
  templeAdmin: PlatformUser;
  platformAdmin: PlatformUser;
  pendingGuru: PlatformUser;
  anon: SupabaseClient;
  service: SupabaseClient;
  providerId: string;
  pendingProviderId: string;
  templeId: string;
  pendingTempleId: string;
  /** Online consultation, 60 min, ₹1,100; free cancellation until 24 h before, then 50 % kept. */
  consultationId: string;
  /** Home pooja, offline, 120 min. */
  homePoojaId: string;
  templePoojaId: string;
  pendingOfferingId: string;
  liveSessionId: string;
  templeEventId: string;
  sevaProgramId: string;
}

async function insertReturningId(server: TestServer, sql: string, params: unknown[]) {
  const { rows } = await server.db.query<{ id: string }>(sql, params);
  return rows[0]!.id;
}

/**
 * Everyone the rules distinguish: a devotee, another user, a verified guru (open 06:00-22:00 IST
 * every day, 15 min buffer), a temple admin of a verified temple, a platform admin signed in with
 * their authenticator code (aal2), and a pujari still pending verification; plus one row of each
 * public kind. Written as the database owner.
 */
export async function createPlatformWorld(server: TestServer): Promise<PlatformWorld> {
  const [devotee, other, guru, templeAdmin, platformAdmin, pendingGuru] = await Promise.all([
    createPlatformUser(server, "devotee", { roles: ["devotee"] }),
    createPlatformUser(server, "other", { roles: ["devotee"] }),
    createPlatformUser(server, "guru", { roles: ["guru"] }),
    createPlatformUser(server, "temple", { roles: ["temple_admin"] }),
    createPlatformUser(server, "admin", { appMetadata: { platform_admin: true }, aal: "aal2" }),
    createPlatformUser(server, "pending", { roles: ["pujari"] }),
  ]);
  const suffix = randomUUID().slice(0, 8);
  const providerId = await insertReturningId(
    server,
    `insert into public.providers (user_id, kind, slug, display_name, verification_status)
     values ($1, 'guru', $2, 'Guru Ji', 'verified') returning id`,
    [guru.id, `guru-${suffix}`],
  );
  const pendingProviderId = await insertReturningId(
    server,
    `insert into public.providers (user_id, kind, slug, display_name)
     values ($1, 'pujari', $2, 'Pending Pujari') returning id`,
    [pendingGuru.id, `pending-${suffix}`],
  );
  await server.db.query(
    `insert into public.availability_rules (provider_id, weekday, start_time, end_time)
     select $1, d, '06:00', '22:00' from generate_series(0, 6) d`,
    [providerId],
  );
  const templeId = await insertReturningId(
    server,
    `insert into public.temples (slug, name, created_by, verification_status)
     values ($1, 'Shiv Mandir', $2, 'verified') returning id`,
    [`mandir-${suffix}`, templeAdmin.id],
  );
  const pendingTempleId = await insertReturningId(
    server,
    `insert into public.temples (slug, name, created_by) values ($1, 'New Mandir', $2) returning id`,
    [`new-mandir-${suffix}`, templeAdmin.id],
  );
  const offering = (owner: "provider_id" | "temple_id", id: string, values: string) =>
    insertReturningId(
      server,
      `insert into public.offerings (${owner}, kind, title, mode, duration_minutes, price_paise,
         free_cancel_hours, kept_percent) values ($1, ${values}) returning id`,
      [id],
    );
  const consultationId = await offering(
    "provider_id",
    providerId,
    "'consultation', 'Gita Consultation', 'online', 60, 110000, 24, 50",
  );
  const homePoojaId = await offering(
    "provider_id",
    providerId,
    "'home_pooja', 'Griha Pravesh', 'offline', 120, 1100000, 48, 20",
  );
  const templePoojaId = await offering(
    "temple_id",
    templeId,
    "'temple_pooja', 'Rudrabhishek', 'online', 30, 51000, 24, 0",
  );
  const pendingOfferingId = await offering(
    "provider_id",
    pendingProviderId,
    "'home_pooja', 'Satyanarayan', 'offline', 90, 250000, 24, 0",
  );
  const liveSessionId = await insertReturningId(
    server,
    `insert into public.live_sessions (provider_id, title, kind, starts_at)
     values ($1, 'Evening Satsang', 'bhajan', now() + interval '1 day') returning id`,
    [providerId],
  );
  const templeEventId = await insertReturningId(
    server,
    `insert into public.temple_events (temple_id, title, kind, starts_at, capacity)
     values ($1, 'Maha Shivratri', 'festival', now() + interval '10 days', 2) returning id`,
    [templeId],
  );
  const sevaProgramId = await insertReturningId(
    server,
    `insert into public.seva_programs (temple_id, title, goal_paise)
     values ($1, 'Annadanam', 10000000) returning id`,
    [templeId],
  );
  return {
    devotee,
    other,
    guru,
    templeAdmin,
    platformAdmin,
    pendingGuru,
    anon: server.createClient(),
    service: server.createAdminClient(),
    providerId,
    pendingProviderId,
    templeId,
    pendingTempleId,
    consultationId,
    homePoojaId,
    templePoojaId,
    pendingOfferingId,
    liveSessionId,
    templeEventId,
    sevaProgramId,
  };
}

/** A payments row as the payment functions return it. */
export interface PaymentRow {
  id: string;
  booking_id: string | null;
  donation_id: string | null;
  payer_id: string;
  provider_id: string | null;
  temple_id: string | null;
  amount_paise: number;
  method: string;
  status: string;
  order_ref: string | null;
  gateway_payment_ref: string | null;
  upi_reference: string | null;
  captured_at: Date | null;
  failure_reason: string | null;
  refund_status: string;
  refund_paise: number;
  refund_ref: string | null;
  refunded_at: Date | null;
}

/** One of the server's payment steps (`app_private.<step>`), called as the payments module does. */
export async function paymentStep(
  server: TestServer,
  step: string,
  ...args: unknown[]
): Promise<PaymentRow> {
  const params = args.map((_, i) => `$${i + 1}`).join(", ");
  const { rows } = await server.db.query<PaymentRow>(
    `select * from app_private.${step}(${params})`,
    args,
  );
  return rows[0]!;
}

/** `start_payment`: the payer opens a payment for the target by `method`, or gets the open one. */
export function startPayment(
  server: TestServer,
  purpose: "booking" | "donation" | "course",
  target: string,
  payerId: string,
  method: string,
): Promise<PaymentRow> {
  return paymentStep(server, "start_payment", purpose, target, payerId, method);
}

/** `capture_payment`: the gateway reports the order paid (its payment reference, the amount). */
export function capturePayment(
  server: TestServer,
  gateway: string,
  order: string,
  gatewayRef: string | null,
  amountPaise: number,
): Promise<PaymentRow> {
  return paymentStep(server, "capture_payment", gateway, order, gatewayRef, amountPaise);
}

/** A checkout completed through the test gateway: started, given an order, captured. */
export async function payWithTestGateway(
  server: TestServer,
  purpose: "booking" | "donation" | "course",
  target: string,
  payer: PlatformUser,
): Promise<PaymentRow> {
  const started = await startPayment(server, purpose, target, payer.id, "test");
  const order = `order_${started.id}`;
  await paymentStep(server, "attach_order", started.id, order);
  return capturePayment(server, "test", order, null, started.amount_paise);
}
