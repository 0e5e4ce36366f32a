import type { PostgrestClient } from "@supabase/postgrest-js";
import { getSupabaseAnonKey } from "./supabase-anon-key";
import { getSupabaseUrl } from "./supabase-url";

let client: Promise<PostgrestClient> | undefined;

/**
 * The data-API client of the public lists (live sessions, gurus): the PostgREST part of
 * supabase-js alone, reading as anon under RLS, so a public page never downloads the auth library.
 * It is what supabase-js sends without a session: the anon key as apikey and as bearer.
 */
export function getPublicData(): Promise<PostgrestClient> {
  client ??= import("@supabase/postgrest-js").then(({ PostgrestClient }) => {
    const key = getSupabaseAnonKey();
    return new PostgrestClient(`${getSupabaseUrl()}/rest/v1`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
  });
  return client;
}

/**
 * An image a row names: a path of the site (the sample illustrations), an https address a host
 * gave, or an object in a public bucket.
 */
export function publicImageUrl(bucket: string, path: string): string {
  if (path.startsWith("/") || path.startsWith("https://")) return path;
  return `${getSupabaseUrl()}/storage/v1/object/public/${bucket}/${path}`;
}
