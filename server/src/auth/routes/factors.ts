// /factors (enrol, challenge, verify, unenrol) and /admin/users/{id}/factors, as GoTrue's MFA handlers.
import type { Context, Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import {
  deleteFactor,
  type FactorRow,
  listFactorsOfUser,
  renameFactor,
} from "../repositories/mfa-factors.ts";
import { type AuthEnv, readBody, readClientInfo } from "../request.ts";
import { serializeFactor, serializeSession } from "../serializers.ts";
import { isUuid } from "../services/authenticate-request.ts";
import { findUserAsAdmin } from "../services/admin-users.ts";
import {
  challengeExpiresAt,
  challengeFactor,
  enrollTotpFactor,
  unenrollFactor,
  verifyFactor,
} from "../services/mfa-factors.ts";

const enrollBody = z.object({
  factor_type: z.string().nullish(),
  friendly_name: z.string().max(120).nullish(),
  issuer: z.string().max(200).nullish(),
  phone: z.string().nullish(),
});
const challengeBody = z.object({ channel: z.string().nullish() });
const verifyBody = z.object({ challenge_id: z.string().nullish(), code: z.string().nullish() });
const renameBody = z.object({ friendly_name: z.string().max(120).nullish() });

export function enrollFactorRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    const body = await readBody(c, enrollBody);
    const { factor, totp } = await enrollTotpFactor(ctx, c.get("auth"), {
      factorType: body.factor_type ?? "",
      friendlyName: body.friendly_name ?? undefined,
      issuer: body.issuer ?? undefined,
    });
    return c.json({
      id: factor.id,
      type: factor.factor_type,
      friendly_name: factor.friendly_name,
      totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
    });
  };
}

export function challengeFactorRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    await readBody(c, challengeBody);
    const challenge = await challengeFactor(
      ctx,
      c.get("auth"),
      c.req.param("factor_id") ?? "",
      readClientInfo(c, ctx),
    );
    return c.json({ id: challenge.id, type: "totp", expires_at: challengeExpiresAt(challenge) });
  };
}

export function verifyFactorRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    const body = await readBody(c, verifyBody);
    const session = await verifyFactor(
      ctx,
      c.get("auth"),
      {
        factorId: c.req.param("factor_id") ?? "",
        challengeId: body.challenge_id ?? "",
        code: body.code ?? "",
      },
      readClientInfo(c, ctx),
    );
    return c.json(serializeSession(session));
  };
}

export function unenrollFactorRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    const id = await unenrollFactor(ctx, c.get("auth"), c.req.param("factor_id") ?? "");
    return c.json({ id });
  };
}

async function readAdminTarget(
  ctx: AuthContext,
  c: Context,
): Promise<{ userId: string; factor?: FactorRow }> {
  const userId = c.req.param("user_id") ?? "";
  if (!isUuid(userId)) throw validationFailed("user_id must be an UUID", 404);
  await findUserAsAdmin(ctx, userId);
  const factorId = c.req.param("factor_id");
  if (factorId === undefined) return { userId };
  if (!isUuid(factorId)) throw validationFailed("factor_id must be an UUID", 404);
  const factor = (await listFactorsOfUser(ctx.db, userId)).find((f) => f.id === factorId);
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  return { userId, factor };
}

export function listFactorsAsAdminRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const { userId } = await readAdminTarget(ctx, c);
    return c.json((await listFactorsOfUser(ctx.db, userId)).map(serializeFactor));
  };
}

export function updateFactorAsAdminRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, renameBody);
    const { factor } = await readAdminTarget(ctx, c);
    const name = body.friendly_name?.trim() ?? factor!.friendly_name;
    const renamed = await renameFactor(ctx.db, factor!.id, name, ctx.clock.now());
    return c.json(serializeFactor(renamed!));
  };
}

export function deleteFactorAsAdminRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const { factor } = await readAdminTarget(ctx, c);
    await ctx.db.transaction((tx) => deleteFactor(tx, factor!.id, ctx.clock.now()));
    return c.json(serializeFactor(factor!));
  };
}
