import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";

/** An operator command that could not be carried out, with the line to print. */
export class AdminCommandError extends Error {}

/**
 * Makes a user a platform administrator (app_metadata.platform_admin = true), which only the
 * service role may set. The claim reaches their access token at the next sign-in or refresh.
 */
export async function grantPlatformAdmin(db: Database, email: string): Promise<string> {
  const { rows } = await db.query<{ email: string }>(
    `update auth.users
        set raw_app_meta_data = raw_app_meta_data || '{"platform_admin": true}', updated_at = now()
      where lower(email) = lower($1)
      returning email`,
    [email.trim()],
  );
  const user = rows[0];
  if (!user) throw new AdminCommandError(`No user has the e-mail ${email}.`);
  return `${user.email} is now a platform administrator (from their next sign-in or token refresh).`;
}

interface Subject {
  kind: "provider" | "temple";
  id: string;
}

/** The provider or temple with this slug; an operator names one by its public link. */
async function findSubjectBySlug(tx: Queryable, slug: string): Promise<Subject> {
  const { rows } = await tx.query<Subject>(
    `select 'provider' as kind, id from public.providers where slug = $1
     union all select 'temple', id from public.temples where slug = $1`,
    [slug],
  );
  const [match, other] = rows;
  if (!match) throw new AdminCommandError(`No provider or temple has the slug ${slug}.`);
  if (other) throw new AdminCommandError(`Both a provider and a temple have the slug ${slug}.`);
  return match;
}

/**
 * Runs one verification function as the service role, so the operator goes through the same door
 * as an administrator (and is audited with no actor); its refusal becomes the line to print.
 */
async function callAsServiceRole(tx: Queryable, sql: string, params: unknown[]): Promise<void> {
  await tx.query(
    `select set_config('request.jwt.claims', '{"role":"service_role"}', true),
            set_config('role', 'service_role', true)`,
  );
  try {
    await tx.query(sql, params);
  } catch (error) {
    const pgError = readPostgresError(error);
    if (pgError) throw new AdminCommandError(pgError.message);
    throw error;
  }
}

/** Verifies or rejects the provider or temple with this slug through set_verification_status. */
export async function setVerification(
  db: Database,
  slug: string,
  status: "verified" | "rejected",
  reason?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const subject = await findSubjectBySlug(tx, slug);
    await callAsServiceRole(tx, "select public.set_verification_status($1, $2, $3, $4)", [
      subject.kind,
      slug,
      status,
      reason ?? null,
    ]);
    return status === "verified"
      ? `Verified ${subject.kind} ${slug}: it is now listed publicly.`
      : `Rejected ${subject.kind} ${slug}: ${reason ?? ""}`;
  });
}

/**
 * Suspends a verified provider or temple (hidden at once, the reason told to its owners), or
 * reinstates a suspended one, through decide_verification.
 */
export async function decideVerification(
  db: Database,
  slug: string,
  decision: "suspend" | "reinstate",
  reason?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const subject = await findSubjectBySlug(tx, slug);
    await callAsServiceRole(tx, "select public.decide_verification($1, $2, $3, $4)", [
      subject.kind,
      subject.id,
      decision,
      reason ?? null,
    ]);
    return decision === "suspend"
      ? `Suspended ${subject.kind} ${slug}: hidden from devotees until reinstated.`
      : `Reinstated ${subject.kind} ${slug}: it is listed publicly again.`;
  });
}

/**
 * A user who lost every authenticator: after the operator has checked who they are, removes all
 * their two-factor factors and signs them out everywhere (sessions and refresh tokens), and
 * records it in the admin audit log with the reason. They sign in with their password or a code
 * and can set up two-factor sign-in again.
 */
export async function removeFactors(db: Database, who: string, reason: string): Promise<string> {
  const note = reason.trim();
  if (note.length < 10) {
    throw new AdminCommandError(
      'Say how you checked who they are: --reason "identity check done: …" (at least 10 characters).',
    );
  }
  if (note.length > 1000) throw new AdminCommandError("The reason is too long (at most 1000).");
  const address = who.trim();
  const byEmail = address.includes("@");
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string | null; phone: string | null }>(
      byEmail
        ? "select id, email, phone from auth.users where lower(email) = lower($1) for update"
        : "select id, email, phone from auth.users where phone = $1 for update",
      [byEmail ? address : address.replace(/\D/g, "")],
    );
    const user = rows[0];
    if (!user) {
      throw new AdminCommandError(`No user has the ${byEmail ? "e-mail" : "phone"} ${address}.`);
    }
    const factors = await tx.query("delete from auth.mfa_factors where user_id = $1", [user.id]);
    await tx.query("delete from auth.refresh_tokens where user_id = $1", [user.id]);
    const sessions = await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
    await tx.query(
      `insert into public.admin_audit (action, subject_kind, subject_id, subject_name, note)
       values ('factors_removed', 'user', $1, $2, $3)`,
      [user.id, user.email ?? (user.phone ? `+${user.phone}` : ""), note],
    );
    const name = user.email ?? `+${user.phone ?? ""}`;
    return `Removed ${factors.rowCount} authenticator(s) of ${name} and signed them out of ${sessions.rowCount} session(s). They can sign in and set up two-factor sign-in again.`;
  });
}
