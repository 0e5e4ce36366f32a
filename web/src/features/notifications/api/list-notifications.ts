import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

export const PAGE_SIZE = 20;

export const notificationsKey = ["notifications"] as const;

/** One page of the user's notifications, newest first (RLS returns only their own). */
export async function fetchNotifications(page: number) {
  const supabase = await getSupabase();
  const from = page * PAGE_SIZE;
  const rows =
    throwOnServerError(
      await supabase
        .from("notifications")
        .select("id, kind, title, body, link, params, read_at, created_at")
        .order("created_at", { ascending: false })
        .order("id")
        .range(from, from + PAGE_SIZE)
        // A check constraint keeps params a JSON object; the generated type says any JSON.
        .overrideTypes<{ params: Readonly<Record<string, unknown>> }[]>(),
    ) ?? [];
  return { notifications: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

/** One notification as the list reads it; `params` are the values its sentence is worded from. */
export type AppNotification = Awaited<
  ReturnType<typeof fetchNotifications>
>["notifications"][number];

export function notificationsOptions() {
  return infiniteQueryOptions({
    queryKey: [...notificationsKey, "list"] as const,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useNotifications(isEnabled: boolean) {
  return useInfiniteQuery({ ...notificationsOptions(), enabled: isEnabled });
}
