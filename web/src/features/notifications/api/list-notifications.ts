import { useInfiniteQuery } from "@tanstack/react-query";
import { numberedPagesOptions, readNumberedPage } from "@/lib/pages";

export const PAGE_SIZE = 20;

export const notificationsKey = ["notifications"] as const;

/** One page of the user's notifications, newest first (RLS returns only their own). */
export async function fetchNotifications(page: number) {
  const { rows, hasMore } = await readNumberedPage(page, PAGE_SIZE, (supabase, from, to) =>
    supabase
      .from("notifications")
      .select("id, kind, title, body, link, params, read_at, created_at")
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, to)
      // A check constraint keeps params a JSON object; the generated type says any JSON.
      .overrideTypes<{ params: Readonly<Record<string, unknown>> }[]>(),
  );
  return { notifications: rows, hasMore };
}

/** One notification as the list reads it; `params` are the values its sentence is worded from. */
export type AppNotification = Awaited<
  ReturnType<typeof fetchNotifications>
>["notifications"][number];

export function notificationsOptions() {
  return numberedPagesOptions([...notificationsKey, "list"] as const, fetchNotifications);
}

export function useNotifications(isEnabled: boolean) {
  return useInfiniteQuery({ ...notificationsOptions(), enabled: isEnabled });
}
