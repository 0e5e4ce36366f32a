// GET /callback, as GoTrue's ExternalProviderCallback: the provider returns here; the browser goes on
// to redirect_to with ?code= (PKCE) or the session in the fragment, or with the error.
import type { Context, Handler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { Logger } from "../../lib/logger.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError } from "../auth-errors.ts";
import { readClientInfo } from "../request.ts";
import { serializeSession } from "../serializers.ts";
import {
  finishExternalSignIn,
  type OAuthState,
  ProviderError,
  readOAuthState,
} from "../services/external-sign-in.ts";

/** GoTrue's OAuth error name for each HTTP status; any other is a server_error. */
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};
const SESSION_KEYS = ["access_token", "token_type", "expires_in", "expires_at", "refresh_token"];

export function callbackRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const query = c.req.query();
    let state: OAuthState;
    try {
      state = await readOAuthState(ctx, query.state);
    } catch (error) {
      // Without a trusted state there is no redirect_to to trust: the site gets the error, query only.
      const target = new URL(ctx.settings.siteUrl);
      describeError(c, error).forEach((value, key) => target.searchParams.set(key, value));
      return c.redirect(target.toString(), 303);
    }
    const target = new URL(state.referrer);
    try {
      const result = await finishExternalSignIn(
        ctx,
        state,
        { code: query.code, error: query.error, errorDescription: query.error_description },
        readClientInfo(c, ctx),
      );
      if ("code" in result) {
        target.searchParams.set("code", result.code);
      } else {
        const body = serializeSession(result.session);
        const fragment = new URLSearchParams();
        for (const key of SESSION_KEYS) fragment.set(key, String(body[key]));
        target.hash = fragment.toString();
      }
    } catch (error) {
      // PKCE clients read the error from the query, implicit ones from the fragment: both get it.
      const params = describeError(c, error);
      params.forEach((value, key) => target.searchParams.set(key, value));
      target.hash = params.toString();
    }
    return c.redirect(target.toString(), 302);
  };
}

/** `error`, `error_code` and `error_description` as GoTrue puts them on a redirect. */
function describeError(c: Context<AppEnv>, error: unknown): URLSearchParams {
  if (error instanceof ProviderError) {
    return new URLSearchParams({ error: error.error, error_description: error.message });
  }
  const known =
    error instanceof AuthError
      ? error
      : new AuthError(500, "unexpected_failure", "Unexpected failure", { cause: error });
  if (known.status >= 500) {
    (c.get("logger") as Logger).error({ err: known.cause ?? known }, "OAuth callback failed");
  }
  return new URLSearchParams({
    error: OAUTH_ERRORS[known.status] ?? "server_error",
    error_code: known.code,
    error_description: known.message,
  });
}
