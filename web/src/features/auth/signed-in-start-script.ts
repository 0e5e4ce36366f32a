import { paths } from "@/config/paths";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";
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
    r: Object.fromEntries(APP_ROLES.map((role) => [role, dashboardPathFor(role)])),
    n: paths.roleAssignment,
    s: chunks.store.map(short),
    c: chunks.client.map(short),
    p: Object.fromEntries(targets.map((path) => [path, chunks.routeChunks(path).map(short)])),
  };
  return [
    "(function(){try{",
    `var p=${JSON.stringify(plan)},d=document,s=JSON.parse(localStorage.getItem(${chunks.sessionKeyExpression}));`,
    "if(!s||!s.user)return;",
    "var t=location.pathname,r=JSON.parse(localStorage.getItem(p.k+s.user.id)),seen={};",
    't==="/"&&r&&(t=r.length?p.r[(r.filter(function(x){return x.is_primary})[0]||r[0]).role]:p.n);',
    'function add(h,low){if(seen[h])return;seen[h]=1;var l=d.createElement("link");l.rel="modulepreload";l.href="/assets/"+h+".js";if(low)l.fetchPriority="low";d.head.appendChild(l)}',
    "p.s.concat(p.p[t]||[]).forEach(function(h){add(h)});p.c.forEach(function(h){add(h,1)})",
    "}catch(e){}})()",
  ].join("");
}
