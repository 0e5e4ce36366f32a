import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database";
import { throwOnServerError, type ServerResponse, type SuccessData } from "./server-error";
import { getSupabase } from "./supabase";

/** One request made with the one client: a query, an rpc, a storage call. */
export type SupabaseRequest<R extends ServerResponse> = (
  supabase: SupabaseClient<Database>,
) => PromiseLike<R>;

/** Makes one request and answers its data; a server error is thrown, so a query or mutation fails. */
export async function askSupabase<R extends ServerResponse>(
  request: SupabaseRequest<R>,
): Promise<SuccessData<R>> {
  return throwOnServerError(await request(await getSupabase()));
}

/** The query options of a read: its key and its request. */
export function supabaseQueryOptions<K extends QueryKey, R extends ServerResponse>(
  queryKey: K,
  request: SupabaseRequest<R>,
) {
  return queryOptions({ queryKey, queryFn: () => askSupabase(request) });
}

/** Reads `request` under `queryKey`; `enabled: false` waits until what it needs is known. */
export function useSupabaseQuery<K extends QueryKey, R extends ServerResponse>(
  queryKey: K,
  request: SupabaseRequest<R>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...supabaseQueryOptions(queryKey, request), enabled });
}
