// /admin/users and /admin/users/{id}, as GoTrue's admin handlers (list, create, get, update, delete).
import type { Context, Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { validationFailed } from "../auth-errors.ts";
import { listFactorsOfUser } from "../repositories/mfa-factors.ts";
import { readBody } from "../request.ts";
import { serializeUser } from "../serializers.ts";
import {
  type AdminUserInput,
  createUserAsAdmin,
  deleteUserAsAdmin,
  findUserAsAdmin,
  listUsersAsAdmin,
  updateUserAsAdmin,
  withIdentities,
} from "../services/admin-users.ts";
import { isUuid } from "../services/authenticate-request.ts";

const metadata = z.record(z.string(), z.unknown()).nullish();
const userBody = z.object({
  id: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  password_hash: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  role: z.string().nullish(),
  ban_duration: z.string().nullish(),
});

function toInput(body: z.infer<typeof userBody>): AdminUserInput {
  return {
    id: body.id ?? undefined,
    email: body.email ?? undefined,
    phone: body.phone ?? undefined,
    password: body.password ?? undefined,
    passwordHash: body.password_hash ?? undefined,
    emailConfirm: body.email_confirm ?? undefined,
    phoneConfirm: body.phone_confirm ?? undefined,
    userMetadata: body.user_metadata ?? undefined,
    appMetadata: body.app_metadata ?? undefined,
    role: body.role ?? undefined,
    banDuration: body.ban_duration ?? undefined,
  };
}

function readUserId(c: Context): string {
  const id = c.req.param("user_id") ?? "";
  if (!isUuid(id)) throw validationFailed("user_id must be an UUID", 404);
  return id;
}

/** GoTrue's `sort=created_at [asc|desc]`; newest first by default. */
function readIsAscending(value: string | undefined): boolean {
  if (!value) return false;
  const [field, direction = "desc", ...rest] = value.trim().split(/\s+/);
  if (
    field !== "created_at" ||
    !["asc", "desc"].includes(direction.toLowerCase()) ||
    rest.length > 0
  ) {
    throw validationFailed(`Bad Sort Parameters: ${value}`);
  }
  return direction.toLowerCase() === "asc";
}

function readPageNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value))
    throw validationFailed(`Bad Pagination Parameters: ${value} is not a valid number`);
  return Math.max(Number(value), 1);
}

export function listUsersRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const page = readPageNumber(c.req.query("page"), 1);
    const perPage = Math.min(readPageNumber(c.req.query("per_page"), 50), 1000);
    const { users, total } = await listUsersAsAdmin(ctx, {
      page,
      perPage,
      filter: c.req.query("filter") ?? "",
      isAscending: readIsAscending(c.req.query("sort")),
    });
    const path = `${ctx.settings.externalUrl}/admin/users`;
    const last = Math.max(Math.ceil(total / perPage), 1);
    // `page` stays the first parameter: auth-js reads the number right after the first "=".
    const links = [`<${path}?page=${last}&per_page=${perPage}>; rel="last"`];
    if (page < last) links.unshift(`<${path}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    c.header("X-Total-Count", String(total));
    c.header("Link", links.join(", "));
    return c.json({
      users: users.map(({ user, identities }) => serializeUser(user, identities)),
      aud: "authenticated",
    });
  };
}

export function createUserRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const { user, identities } = await createUserAsAdmin(ctx, toInput(await readBody(c, userBody)));
    return c.json(serializeUser(user, identities));
  };
}

export function getUserAsAdminRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const { user, identities } = await withIdentities(
      ctx,
      await findUserAsAdmin(ctx, readUserId(c)),
    );
    return c.json(serializeUser(user, identities, await listFactorsOfUser(ctx.db, user.id)));
  };
}

export function updateUserAsAdminRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const id = readUserId(c);
    const { user, identities } = await updateUserAsAdmin(
      ctx,
      id,
      toInput(await readBody(c, userBody)),
    );
    return c.json(serializeUser(user, identities));
  };
}

const deleteBody = z.object({ should_soft_delete: z.boolean().nullish() });

export function deleteUserRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const id = readUserId(c);
    const body = await readBody(c, deleteBody);
    await deleteUserAsAdmin(ctx, id, body.should_soft_delete ?? false);
    return c.json({});
  };
}
