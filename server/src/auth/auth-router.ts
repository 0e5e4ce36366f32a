import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { createAuthContext } from "./auth-context.ts";
import { renderAuthError } from "./auth-errors.ts";
import {
  type AuthEnv,
  limitByIp,
  preventCaching,
  refuseUnknownPath,
  refuseUnstorableQuery,
  requireAdmin,
  requireUser,
} from "./request.ts";
import { generateLinkRoute } from "./routes/admin-generate-link.ts";
import { authorizeRoute } from "./routes/authorize.ts";
import { callbackRoute } from "./routes/callback.ts";
import {
  createUserRoute,
  deleteUserRoute,
  getUserAsAdminRoute,
  listUsersRoute,
  updateUserAsAdminRoute,
} from "./routes/admin-users.ts";
import {
  challengeFactorRoute,
  deleteFactorAsAdminRoute,
  enrollFactorRoute,
  listFactorsAsAdminRoute,
  unenrollFactorRoute,
  updateFactorAsAdminRoute,
  verifyFactorRoute,
} from "./routes/factors.ts";
import { healthRoute } from "./routes/health.ts";
import { inviteRoute } from "./routes/invite.ts";
import { jwksRoute } from "./routes/jwks.ts";
import { logoutRoute } from "./routes/logout.ts";
import { otpRoute } from "./routes/otp.ts";
import { reauthenticateRoute } from "./routes/reauthenticate.ts";
import { recoverRoute } from "./routes/recover.ts";
import { resendRoute } from "./routes/resend.ts";
import { settingsRoute } from "./routes/settings.ts";
import { signupRoute } from "./routes/signup.ts";
import { tokenRoute } from "./routes/token.ts";
import { getUserRoute, updateUserRoute } from "./routes/user.ts";
import { verifyGetRoute, verifyPostRoute } from "./routes/verify.ts";

/** Every Supabase Auth endpoint this server answers, mounted at /auth/v1, with its guards. */
export function createAuthRouter(deps: AppDeps): Hono<AppEnv> {
  const ctx = createAuthContext(deps);
  const user = requireUser(ctx);
  const admin = requireAdmin(ctx);
  const router = new Hono<AuthEnv>();
  router.onError(renderAuthError);
  router.use(preventCaching, refuseUnstorableQuery);

  router.get("/health", healthRoute(deps));
  router.get("/.well-known/jwks.json", jwksRoute(deps));
  router.get("/settings", settingsRoute(ctx));
  router.get("/authorize", authorizeRoute(ctx));
  router.get("/callback", callbackRoute(ctx));

  router.post("/signup", signupRoute(ctx));
  router.post("/token", limitByIp(ctx, "token"), tokenRoute(ctx));
  router.post("/otp", limitByIp(ctx, "otp"), otpRoute(ctx));
  router.post("/magiclink", limitByIp(ctx, "otp"), otpRoute(ctx));
  router.post("/verify", limitByIp(ctx, "verify"), verifyPostRoute(ctx));
  router.get("/verify", limitByIp(ctx, "verify"), verifyGetRoute(ctx));
  router.post("/recover", limitByIp(ctx, "recover"), recoverRoute(ctx));
  router.post("/resend", limitByIp(ctx, "resend"), resendRoute(ctx));

  router.get("/user", user, getUserRoute());
  router.put("/user", user, limitByIp(ctx, "user"), updateUserRoute(ctx));
  router.get("/reauthenticate", user, reauthenticateRoute(ctx));
  router.post("/logout", user, logoutRoute(ctx));

  router.post("/factors", user, enrollFactorRoute(ctx));
  router.post(
    "/factors/:factor_id/challenge",
    user,
    limitByIp(ctx, "mfa"),
    challengeFactorRoute(ctx),
  );
  router.post("/factors/:factor_id/verify", user, limitByIp(ctx, "mfa"), verifyFactorRoute(ctx));
  router.delete("/factors/:factor_id", user, unenrollFactorRoute(ctx));

  router.post("/invite", admin, inviteRoute(ctx));
  router.post("/admin/generate_link", admin, generateLinkRoute(ctx));
  router.get("/admin/users", admin, listUsersRoute(ctx));
  router.post("/admin/users", admin, createUserRoute(ctx));
  router.get("/admin/users/:user_id", admin, getUserAsAdminRoute(ctx));
  router.put("/admin/users/:user_id", admin, updateUserAsAdminRoute(ctx));
  router.delete("/admin/users/:user_id", admin, deleteUserRoute(ctx));
  router.get("/admin/users/:user_id/factors", admin, listFactorsAsAdminRoute(ctx));
  router.put("/admin/users/:user_id/factors/:factor_id", admin, updateFactorAsAdminRoute(ctx));
  router.delete("/admin/users/:user_id/factors/:factor_id", admin, deleteFactorAsAdminRoute(ctx));
  router.all("*", refuseUnknownPath);
  return router as unknown as Hono<AppEnv>;
}
