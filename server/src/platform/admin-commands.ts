import type { Database } from "../db/database.ts";
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

/**
 * Verifies or rejects the provider or temple with this slug through set_verification_status,
 * run as the service role so the operator goes through the same door as an administrator.
 */
export async function setVerification(
  db: Database,
  slug: string,
  status: "verified" | "rejected",
  reason?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ kind: string }>(
      `select 'provider' as kind from public.providers where slug = $1
       union all select 'temple' from public.temples where slug = $1`,
      [slug],
    );
    const [match, other] = rows;
    if (!match) throw new AdminCommandError(`No provider or temple has the slug ${slug}.`);
    if (other) {
      throw new AdminCommandError(`Both a provider and a temple have the slug ${slug}.`);
    }
    await tx.query(
      `select set_config('request.jwt.claims', '{"role":"service_role"}', true),
              set_config('role', 'service_role', true)`,
    );
    try {
      await tx.query("select public.set_verification_status($1, $2, $3, $4)", [
        match.kind,
        slug,
        status,
        reason ?? null,
      ]);
    } catch (error) {
      const pgError = readPostgresError(error);
      if (pgError) throw new AdminCommandError(pgError.message);
      throw error;
    }
    return status === "verified"
      ? `Verified ${match.kind} ${slug}: it is now listed publicly.`
      : `Rejected ${match.kind} ${slug}: ${reason ?? ""}`;
  });
}
