import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { throwOnServerError, type ServerResponse } from "@/lib/server-error";
import type { Database, Tables } from "@/lib/database";
import { getSupabase } from "@/lib/supabase";
import { useReread } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

export type TempleAdmin = Database["public"]["Functions"]["list_temple_admins"]["Returns"][number];

export type AdminInvite = Pick<Tables<"temple_admin_invites">, "id" | "email" | "expires_at">;

const key = (templeId: string) => ["temple-admins", templeId] as const;

/** The temple's administrators and its open invitations. */
export function useCoAdmins(templeId: string) {
  return useQuery(
    queryOptions({
      queryKey: key(templeId),
      queryFn: async () => {
        const supabase = await getSupabase();
        const [admins, invites] = await Promise.all([
          supabase.rpc("list_temple_admins", { temple_id: templeId }),
          supabase
            .from("temple_admin_invites")
            .select("id, email, expires_at")
            .eq("temple_id", templeId)
            .is("accepted_at", null)
            .order("created_at", { ascending: false }),
        ]);
        return {
          admins: throwOnServerError(admins),
          invites: throwOnServerError(invites),
        };
      },
    }),
  );
}

type Change =
  | { change: "invite"; email: string }
  | { change: "withdraw"; inviteId: string }
  | { change: "remove"; userId: string };

export function useChangeCoAdmins(templeId: string) {
  return useMutation({
    mutationFn: async (input: Change) => {
      await askSupabase((supabase): PromiseLike<ServerResponse> => {
        switch (input.change) {
          case "invite":
            return supabase.rpc("invite_temple_admin", { temple_id: templeId, email: input.email });
          case "withdraw":
            return supabase.from("temple_admin_invites").delete().eq("id", input.inviteId);
          case "remove":
            return supabase
              .from("temple_admins")
              .delete()
              .eq("temple_id", templeId)
              .eq("user_id", input.userId);
        }
      });
    },
    onSettled: useReread(key(templeId)),
  });
}
