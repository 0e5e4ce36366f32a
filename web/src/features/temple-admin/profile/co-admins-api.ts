import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import type { Database, Tables } from "@/lib/database";
import { getSupabase } from "@/lib/supabase";

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Change) => {
      const supabase = await getSupabase();
      switch (input.change) {
        case "invite":
          throwOnServerError(
            await supabase.rpc("invite_temple_admin", { temple_id: templeId, email: input.email }),
          );
          return;
        case "withdraw":
          throwOnServerError(
            await supabase.from("temple_admin_invites").delete().eq("id", input.inviteId),
          );
          return;
        case "remove":
          throwOnServerError(
            await supabase
              .from("temple_admins")
              .delete()
              .eq("temple_id", templeId)
              .eq("user_id", input.userId),
          );
          return;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(templeId) }),
  });
}
