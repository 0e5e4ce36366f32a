import { paths } from "@/config/paths";
import { SIGNED_IN_START_MARK } from "@/lib/signed-in-start-mark";
import { ANON_KEY_META_NAME } from "@/lib/anon-key-meta";
import { inlineCall, scriptExpression } from "@/lib/inline-script";
import { REMEMBERED_ROLES_PREFIX, SESSION_EXPIRY_MARGIN_MS } from "./remembered-roles";
import { APP_ROLES, dashboardPathFor } from "@/lib/auth/roles";

/** What the build knows about the code a signed-in start needs (URLs under /assets/). */
export interface SignedInStartChunks {
  /** The auth store's lazy chunk and its imports: it paints a returning user's first screen. */
  store: readonly string[];
  /** The Supabase client and supabase-js: needed right after, for data and revalidation. */
  client: readonly string[];
  /** A signed-in screen's route code (with its layout's) beyond what every page loads. */
  routeChunks(path: string): readonly string[];
  /** JavaScript expression naming supabase-js's storage key for this site. */
  sessionKeyExpression: string;
  /** JavaScript expression giving the API's base URL (VITE_SUPABASE_URL, or this origin). */
  apiUrlExpression?: string;
  /** The anon key known at build time; otherwise the script reads the server's `<meta>`. */
  anonKey?: string;
}

/**
 * The screens whose frame the HTML carries (app/signed-in-frame-templates.tsx): the role each is
 * for, by path. A function, so the start-up bundle that imports this module keeps none of it.
 */
export function framedScreens(): Readonly<Record<string, string>> {
  return { [paths.devoteeDashboard]: "devotee" };
}

/**
 * How long a start with only the session waits for the roles it asked for before React starts
 * without them (as it did before: supabase-js, then the roles request after SPEC §9's delay).
 */
export const ROLES_WAIT_MS = 2500;

const ASSET = /^\/assets\/(.+)\.js$/;

/**
 * The head script of `/` (and of the SPA fallback, which serves the signed-in screens) that lets
 * a stored session start everything it needs at once. Before any module has run it reads the
 * session supabase-js stored and the roles remembered for that user (remembered-roles.ts), picks
 * the screen the app is about to show (on `/`, the primary role's dashboard, or role assignment),
 * and adds `<link rel="modulepreload">` for the auth store, that screen's route chunks and, at
 * low priority, supabase-js. Nothing here decides access: a wrong guess only fetches unused code.
 * Without a session it reads one key and stops.
 *
 * With a session supabase-js would use as it is but no roles remembered (a first visit on this
 * device, or after they were forgotten), it takes the roles the access token carries (the
 * `user_roles` claim of the server's custom access token hook). A token without the claim (a
 * Supabase project without the hook) makes it ask the data API for them at once, with that
 * session's token, beside the page's own downloads, instead of after supabase-js has loaded and
 * SPEC §9's delay; the answer is remembered as the auth store would remember it, and the rest of
 * the start waits for it (at most ROLES_WAIT_MS). `window.__signedInStart` is that wait: the frame
 * script and the client entry (app/entry.client.tsx) start after it.
 *
 * On a bare `/`, when the auth store's first snapshot will be that user with those roles (the
 * session is one supabase-js uses as it is, every remembered role is known: readRememberedSignIn),
 * Home would only redirect them: the script moves the address to their screen at once
 * (`history.replaceState`, so Back leaves the site as it did after Home's replacing redirect) and
 * marks `<html>` for the client entry (app/entry.client.tsx), which then renders the document at
 * that address instead of hydrating the landing. A screen whose frame the HTML carries, opened
 * by its own address (the SPA fallback), is marked the same way when the user holds its role. Rendering takes over `<html>`: React drops the
 * attributes it did not set and the `<meta>` elements it did not render. A one-shot observer puts
 * back, as React takes over and before anything paints or reads them, the pre-paint script's
 * marks (text size, pending language) and the anon key the server wrote into the HTML.
 *
 * `/` runs it twice: early as an async module in `<head>`, and as a classic script at the end of
 * `<body>` (app/signed-in-frame-templates.tsx), which runs in order, before the pre-rendered
 * frame's script and any module, when the early one has not run yet. Whichever runs second finds
 * the address moved, or the preloads in place, and adds nothing.
 */
export function buildSignedInStartScript(chunks: SignedInStartChunks): string {
  const targets = [...new Set([...APP_ROLES.map(dashboardPathFor), paths.roleAssignment])];
  const short = (url: string) => {
    const match = ASSET.exec(url);
    if (!match?.[1]) throw new Error(`Expected a chunk under /assets/: ${url}`);
    return match[1];
  };
  const plan: StartPlan = {
    mark: SIGNED_IN_START_MARK,
    anonKeyMetaName: ANON_KEY_META_NAME,
    rolesPrefix: REMEMBERED_ROLES_PREFIX,
    expiryMarginMs: SESSION_EXPIRY_MARGIN_MS,
    dashboards: Object.fromEntries(APP_ROLES.map((role) => [role, dashboardPathFor(role)])),
    roleAssignment: paths.roleAssignment,
    store: chunks.store.map(short),
    client: chunks.client.map(short),
    routeChunks: Object.fromEntries(
      targets.map((path) => [path, chunks.routeChunks(path).map(short)]),
    ),
    framed: framedScreens(),
    anonKey: chunks.anonKey ?? "",
    rolesPath: "/rest/v1/user_roles?select=role,is_primary&user_id=eq.",
    rolesWaitMs: ROLES_WAIT_MS,
  };
  return inlineCall(
    startSignedIn,
    plan,
    scriptExpression(chunks.sessionKeyExpression),
    scriptExpression(chunks.apiUrlExpression ?? "location.origin"),
  );
}

/** What the build tells the script: its constants, and chunks named without `/assets/` and `.js`. */
interface StartPlan {
  mark: string;
  anonKeyMetaName: string;
  rolesPrefix: string;
  expiryMarginMs: number;
  /** Each role's dashboard path. */
  dashboards: Record<string, string>;
  roleAssignment: string;
  store: string[];
  client: string[];
  /** Each screen's route chunks, by path. */
  routeChunks: Record<string, string[]>;
  /** The role each pre-rendered frame is for, by path. */
  framed: Readonly<Record<string, string>>;
  anonKey: string;
  /** The roles request, under the API's URL, but for the user id. */
  rolesPath: string;
  rolesWaitMs: number;
}

/** What supabase-js and remembered-roles.ts stored, as far as the script reads it. */
interface StoredSession {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_at?: unknown;
  user?: { id?: unknown };
}
type StoredRoles = { role?: unknown; is_primary?: unknown }[];

/**
 * The script itself, inlined as its text (`toString()`), so it uses nothing from outside itself
 * but its arguments.
 */
function startSignedIn(plan: StartPlan, sessionKey: string, apiUrl: string): void {
  try {
    const d = document;
    const html = d.documentElement;
    const w = window;
    const session = JSON.parse(localStorage.getItem(sessionKey) ?? "null") as StoredSession | null;
    if (!session?.user) return;
    const rolesKey = plan.rolesPrefix + String(session.user.id);
    const readRoles = () =>
      JSON.parse(localStorage.getItem(rolesKey) ?? "null") as StoredRoles | null;
    // supabase-js uses the session as it is (readRememberedSignIn's test).
    const isUsable =
      typeof session.access_token === "string" &&
      typeof session.refresh_token === "string" &&
      typeof session.expires_at === "number" &&
      session.expires_at * 1000 - Date.now() >= plan.expiryMarginMs &&
      typeof session.user.id === "string";
    const isKnown = (role: { role?: unknown } | null) =>
      !!role && Object.hasOwn(plan.dashboards, String(role.role));

    const start = (roles: StoredRoles | null) => {
      const { pathname } = location;
      let target: string | undefined = pathname;
      if (target === "/" && roles) {
        const primary = roles.filter((role) => role.is_primary === true)[0] || roles[0];
        target = roles.length ? plan.dashboards[String(primary?.role)] : plan.roleAssignment;
      }
      const preload = (chunk: string, isLow?: boolean) => {
        const href = `/assets/${chunk}.js`;
        if (d.head.querySelector(`link[href="${href}"]`)) return;
        const link = d.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        if (isLow) link.fetchPriority = "low";
        d.head.appendChild(link);
      };
      for (const chunk of plan.store.concat((target && plan.routeChunks[target]) || []))
        preload(chunk);
      for (const chunk of plan.client) preload(chunk, true);

      // The auth store's first snapshot is this user with these roles (readRememberedSignIn),
      // and React's first screen is the one the address is moved to, or the framed one opened.
      const framedRole = plan.framed[pathname];
      const isFirstSnapshot =
        isUsable &&
        !location.search &&
        !location.hash &&
        Array.isArray(roles) &&
        roles.every(isKnown) &&
        (pathname === "/" || (!!framedRole && roles.some((role) => role.role === framedRole)));
      if (!isFirstSnapshot || html.hasAttribute(plan.mark)) return;
      if (target !== pathname) history.replaceState(history.state, "", target);
      html.setAttribute(plan.mark, "");
      const anonKey = d.querySelector(`meta[name="${plan.anonKeyMetaName}"]`);
      new MutationObserver((mutations, observer) => {
        if (html.hasAttribute(plan.mark)) return;
        observer.disconnect();
        for (const { attributeName, oldValue } of mutations) {
          if (attributeName && oldValue !== null && !html.hasAttribute(attributeName)) {
            html.setAttribute(attributeName, oldValue);
          }
        }
        if (anonKey && !anonKey.isConnected) d.head.appendChild(anonKey);
      }).observe(html, { attributes: true, attributeOldValue: true });
    };

    // Nothing remembered yet: the roles the access token was issued with (its `user_roles` claim,
    // as readRolesClaim reads it), when every one is known.
    const claimedRoles = () => {
      try {
        const part = String(session.access_token).split(".")[1] ?? "";
        const claims = JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as {
          user_roles?: StoredRoles;
        };
        return Array.isArray(claims.user_roles) && claims.user_roles.every(isKnown)
          ? claims.user_roles
          : null;
      } catch {
        return null;
      }
    };
    let roles = readRoles();
    const claimed = !roles && isUsable ? claimedRoles() : null;
    if (claimed) {
      // Remembered as the auth store would remember them, for the frame script and later starts.
      roles = claimed.map((row) => ({ role: row.role, is_primary: row.is_primary === true }));
      localStorage.setItem(rolesKey, JSON.stringify(roles));
    }
    if (roles || !isUsable) {
      start(roles);
      return;
    }
    // No roles remembered: ask for them now, as the auth store would (RLS shows a user their own
    // rows), remember the answer, and start again with it. Both copies share the one request,
    // made before the preloads below so that it does not wait behind them for a connection.
    w.__signedInStart ??= new Promise<void>((resolve) => {
      const key =
        plan.anonKey ||
        d.querySelector<HTMLMetaElement>(`meta[name="${plan.anonKeyMetaName}"]`)?.content;
      setTimeout(resolve, plan.rolesWaitMs);
      fetch(apiUrl + plan.rolesPath + encodeURIComponent(String(session.user?.id)), {
        headers: { apikey: String(key), Authorization: `Bearer ${String(session.access_token)}` },
        priority: "high",
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((rows: unknown) => {
          if (Array.isArray(rows) && rows.every(isKnown)) {
            const answer = (rows as StoredRoles).map((row) => ({
              role: row.role,
              is_primary: row.is_primary === true,
            }));
            localStorage.setItem(rolesKey, JSON.stringify(answer));
          }
        })
        .catch(() => {})
        .then(() => resolve());
    });
    start(null);
    void w.__signedInStart.then(() => start(readRoles()));
  } catch {
    // Storage unreadable or a session in another shape: the app starts as it would without it.
  }
}

declare global {
  interface Window {
    /** Set by the signed-in start script while it waits for the roles it asked for. */
    __signedInStart?: Promise<void>;
  }
}
