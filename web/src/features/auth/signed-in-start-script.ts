import { paths } from "@/config/paths";
import { SIGNED_IN_START_MARK } from "@/lib/signed-in-start-mark";
import { ANON_KEY_META_NAME } from "@/lib/anon-key-meta";
import { REMEMBERED_ROLES_PREFIX, SESSION_EXPIRY_MARGIN_MS } from "./remembered-roles";
import { APP_ROLES, dashboardPathFor } from "./roles";

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
}

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
 * On a bare `/`, when the auth store's first snapshot will be that user with those roles (the
 * session is one supabase-js uses as it is, every remembered role is known: readRememberedSignIn),
 * Home would only redirect them: the script moves the address to their screen at once
 * (`history.replaceState`, so Back leaves the site as it did after Home's replacing redirect) and
 * marks `<html>` for the client entry (app/entry.client.tsx), which then renders the document at
 * that address instead of hydrating the landing. Rendering takes over `<html>`: React drops the
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
  const plan = {
    k: REMEMBERED_ROLES_PREFIX,
    m: SESSION_EXPIRY_MARGIN_MS,
    r: Object.fromEntries(APP_ROLES.map((role) => [role, dashboardPathFor(role)])),
    n: paths.roleAssignment,
    s: chunks.store.map(short),
    c: chunks.client.map(short),
    p: Object.fromEntries(targets.map((path) => [path, chunks.routeChunks(path).map(short)])),
  };
  return [
    "(function(){try{",
    `var p=${JSON.stringify(plan)},d=document,e=d.documentElement,s=JSON.parse(localStorage.getItem(${chunks.sessionKeyExpression}));`,
    "if(!s||!s.user)return;",
    "var o=location,t=o.pathname,r=JSON.parse(localStorage.getItem(p.k+s.user.id));",
    't==="/"&&r&&(t=r.length?p.r[(r.filter(function(x){return x.is_primary===true})[0]||r[0]).role]:p.n);',
    'function add(h,low){h="/assets/"+h+".js";if(d.head.querySelector(\'link[href="\'+h+\'"]\'))return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(low)l.fetchPriority="low";d.head.appendChild(l)}',
    "p.s.concat(p.p[t]||[]).forEach(function(h){add(h)});p.c.forEach(function(h){add(h,1)});",
    // The auth store's first snapshot is this user with these roles (readRememberedSignIn).
    'if(o.pathname!=="/"||o.search||o.hash||!Array.isArray(r)||!r.every(function(x){return x&&p.r.hasOwnProperty(x.role)})',
    '||typeof s.access_token!=="string"||typeof s.refresh_token!=="string"||typeof s.expires_at!=="number"',
    '||s.expires_at*1e3-Date.now()<p.m||typeof s.user.id!=="string")return;',
    `history.replaceState(history.state,"",t);e.setAttribute(${JSON.stringify(SIGNED_IN_START_MARK)},"");`,
    `var k=d.querySelector('meta[name="${ANON_KEY_META_NAME}"]');`,
    `new MutationObserver(function(m,w){if(e.hasAttribute(${JSON.stringify(SIGNED_IN_START_MARK)}))return;w.disconnect();`,
    "m.forEach(function(x){x.oldValue===null||e.hasAttribute(x.attributeName)||e.setAttribute(x.attributeName,x.oldValue)});",
    "k&&!k.isConnected&&d.head.appendChild(k)}).observe(e,{attributes:true,attributeOldValue:true})",
    "}catch(e){}})()",
  ].join("");
}
