import { randomUUID } from "node:crypto";
import { epochSeconds } from "../../lib/clock.ts";
import { randomToken } from "../../lib/crypto.ts";
import { signJwt } from "../../lib/jwt.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError } from "../auth-errors.ts";
import { bindFlowStateToUser } from "../repositories/flow-states.ts";
import type { IssuedSession } from "../serializers.ts";
import { findOrCreateExternalUser } from "./external-accounts.ts";
import { findExternalProvider } from "./external-providers.ts";
import { type ClientInfo, issueSession } from "./issue-session.ts";
import { type PkceParams, startFlow } from "./pkce.ts";
import { resolveRedirect } from "./redirects.ts";

const STATE_LIFETIME_SECONDS = 300;
const DEFAULT_SCOPES = ["openid", "email", "profile"];
/** Query keys /authorize reads itself or that only this server may set at the provider. */
const RESERVED_KEYS = new Set([
  "provider",
  "scopes",
  "redirect_to",
  "code_challenge",
  "code_challenge_method",
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "nonce",
]);

/** The signed OAuth `state`: where the sign-in returns to and, with PKCE, its flow. */
export interface OAuthState {
  provider: string;
  referrer: string;
  flowStateId: string | undefined;
  nonce: string;
}

/** An error the provider reported at the callback, passed on to the app in OAuth's words. */
export class ProviderError extends Error {
  readonly error: string;

  constructor(error: string, description: string) {
    super(description);
    this.error = error;
  }
}

function callbackUrl(ctx: AuthContext): string {
  return `${ctx.settings.externalUrl}/callback`;
}

/** GET /authorize: the provider's authorization URL for a sign-in starting now. */
export async function startExternalSignIn(
  ctx: AuthContext,
  input: {
    provider: string;
    redirectTo: string | undefined;
    scopes: string | undefined;
    pkce: PkceParams | undefined;
    query: Record<string, string>;
  },
): Promise<URL> {
  const client = findExternalProvider(ctx.externalProviders, input.provider);
  const provider = input.provider.toLowerCase();
  const flowStateId = input.pkce ? await startFlow(ctx, null, input.pkce, "oauth") : undefined;
  const nonce = randomToken(16);
  const iat = epochSeconds(ctx.clock);
  const state = await signJwt(ctx.keys, {
    provider,
    referrer: resolveRedirect(ctx.settings, input.redirectTo),
    site_url: ctx.settings.siteUrl,
    nonce,
    iat,
    exp: iat + STATE_LIFETIME_SECONDS,
    ...(flowStateId ? { flow_state_id: flowStateId } : {}),
  });
  const scopes = new Set([...DEFAULT_SCOPES, ...(input.scopes ?? "").split(/[\s,]+/)]);
  scopes.delete("");
  const forwarded = Object.entries(input.query).filter(([key]) => !RESERVED_KEYS.has(key));
  return client.authorizationUrl({
    ...Object.fromEntries(forwarded),
    redirect_uri: callbackUrl(ctx),
    scope: [...scopes].join(" "),
    state,
    nonce,
  });
}

/** The callback's `state`, checked: signed here, unexpired, for a sign-in. */
export async function readOAuthState(
  ctx: AuthContext,
  state: string | undefined,
): Promise<OAuthState> {
  if (!state) throw new AuthError(400, "bad_oauth_callback", "OAuth state parameter missing");
  const claims = await ctx.jwt.verify(state).catch(() => undefined);
  const { provider, referrer, flow_state_id: flowStateId, nonce } = claims ?? {};
  if (typeof provider !== "string" || typeof referrer !== "string" || typeof nonce !== "string") {
    throw new AuthError(400, "bad_oauth_state", "OAuth callback with invalid state");
  }
  return {
    provider,
    referrer,
    nonce,
    flowStateId: typeof flowStateId === "string" ? flowStateId : undefined,
  };
}

/**
 * GET /callback after the state was read: the provider's code becomes a user, then an auth code
 * on the PKCE flow (`{ code }`) or a session (implicit flow).
 */
export async function finishExternalSignIn(
  ctx: AuthContext,
  state: OAuthState,
  input: { code?: string; error?: string; errorDescription?: string },
  clientInfo: ClientInfo,
): Promise<{ code: string } | { session: IssuedSession }> {
  if (input.error) throw new ProviderError(input.error, input.errorDescription ?? "");
  if (!input.code) {
    throw new AuthError(
      400,
      "bad_oauth_callback",
      "OAuth callback with missing authorization code",
    );
  }
  const client = findExternalProvider(ctx.externalProviders, state.provider);
  const profile = await client.exchangeCode(
    input.code,
    callbackUrl(ctx),
    state.nonce,
    ctx.clock.now(),
  );
  return ctx.db.transaction(async (tx) => {
    const user = await findOrCreateExternalUser(ctx, tx, state.provider, profile);
    if (!state.flowStateId) {
      return { session: await issueSession(ctx, tx, user, "oauth", clientInfo) };
    }
    const code = randomUUID();
    const isBound = await bindFlowStateToUser(tx, {
      id: state.flowStateId,
      userId: user.id,
      code,
      now: ctx.clock.now(),
    });
    if (!isBound) throw new AuthError(404, "flow_state_not_found", "Flow state not found");
    return { code };
  });
}
