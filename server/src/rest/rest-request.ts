import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { parsePrefer } from "./query/parse-prefer.ts";
import type { Preferences } from "./query/query-types.ts";
import type { RequestRole } from "../db/transaction-as-role.ts";
import { resolveRequestRole } from "./request-role.ts";
import { RestError } from "./rest-errors.ts";
import type { RequestInfo } from "./run-as-role.ts";

/** Everything a route needs from the HTTP request, checked before any SQL runs. */
export interface RestRequest {
  as: RequestRole;
  prefs: Preferences;
  params: URLSearchParams;
  /** The URL's query as sent (without `?`): with the method and headers, it decides the SQL. */
  search: string;
  isSingular: boolean;
  /** `nulls=stripped` on the vendor media type: fields that are null leave the answer. */
  stripNulls: boolean;
  rangeHeader: string | undefined;
  info: RequestInfo;
}

const SINGULAR = "application/vnd.pgrst.object+json";
const ARRAY = "application/vnd.pgrst.array+json";
const ACCEPTED = ["application/json", "application/*", "*/*", ARRAY, SINGULAR];

export async function readRestRequest(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, "keys" | "jwt">,
): Promise<RestRequest> {
  const { pathname, search } = splitUrl(c.req.url);
  const params = new URLSearchParams(search);
  // One pass over the headers: PostgREST's `request.headers`, and every lookup below.
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => (headers[key] = value));
  const apiKey = headers.apikey ?? params.get("apikey") ?? undefined;
  if (params.has("apikey")) params.delete("apikey");
  const as = await resolveRequestRole(deps, apiKey, headers.authorization);
  const method = c.req.method;
  const isRead = method === "GET" || method === "HEAD";
  checkProfile(headers[isRead ? "accept-profile" : "content-profile"]);
  const { isSingular, stripNulls } = readAccept(headers.accept);
  const prefs = parsePrefer(headers.prefer);
  return {
    as,
    prefs,
    params,
    search,
    isSingular,
    stripNulls,
    rangeHeader: isRead ? headers.range : undefined,
    info: {
      method,
      path: pathname.replace(/^\/rest\/v1/, ""),
      headers,
      isReadOnly: isRead,
      isRollback: prefs.tx === "rollback",
    },
  };
}

/**
 * The path and query of a request's URL, which the Request has already serialized (so slicing
 * reads what `new URL()` would, without parsing it again); a URL with a fragment is parsed.
 */
function splitUrl(href: string): { pathname: string; search: string } {
  const schemeEnd = href.indexOf("//");
  const pathAt = schemeEnd === -1 ? -1 : href.indexOf("/", schemeEnd + 2);
  if (pathAt === -1 || href.includes("#")) {
    const url = new URL(href);
    return { pathname: url.pathname, search: url.search.slice(1) };
  }
  const queryAt = href.indexOf("?", pathAt);
  return queryAt === -1
    ? { pathname: href.slice(pathAt), search: "" }
    : { pathname: href.slice(pathAt, queryAt), search: href.slice(queryAt + 1) };
}

/** PGRST106: only `public` is exposed. */
function checkProfile(profile: string | undefined): void {
  if (profile === undefined || profile === "public") return;
  throw new RestError(
    406,
    "PGRST106",
    `Invalid schema: ${profile}`,
    null,
    "Only the following schemas are exposed: public",
  );
}

/**
 * The singular media type or a list, either vendor type with `nulls=stripped`; PGRST107 for a
 * type we cannot produce (CSV, GeoJSON...).
 */
function readAccept(accept: string | undefined): { isSingular: boolean; stripNulls: boolean } {
  if (accept === undefined || accept.trim() === "") return { isSingular: false, stripNulls: false };
  const ranges = accept.split(",").map((part) => {
    const [type = "", ...params] = part.split(";").map((word) => word.trim().toLowerCase());
    return { type, stripNulls: type !== "application/json" && params.includes("nulls=stripped") };
  });
  const types = ranges.map((range) => range.type);
  const chosen =
    ranges.find((range) => range.type === SINGULAR) ??
    ranges.find((range) => ACCEPTED.includes(range.type));
  if (chosen) return { isSingular: chosen.type === SINGULAR, stripNulls: chosen.stripNulls };
  throw new RestError(
    406,
    "PGRST107",
    `None of these media types are available: ${types.join(", ")}`,
  );
}
