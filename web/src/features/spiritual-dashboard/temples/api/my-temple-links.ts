import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** A temple the provider serves at (`accepted`) or is invited to (`invited`). */
export interface TempleLink {
  temple_id: string;
  status: "invited" | "accepted";
  temples: { name: string; slug: string; city: string | null };
}

/** Kept on the device like the other lists of one's own (lib/saved-queries.ts). */
export const myTempleLinksKey = (providerId: string) => ["my-temple-links", providerId] as const;

/** The provider's temples and invitations, newest first; declined ones are left out. */
export function myTempleLinksOptions(providerId: string) {
  return queryOptions({
    queryKey: myTempleLinksKey(providerId),
    queryFn: async () => {
      const supabase = await getSupabase();
      return throwOnServerError(
        await supabase
          .from("temple_providers")
          .select("temple_id, status, temples(name, slug, city)")
          .eq("provider_id", providerId)
          .neq("status", "declined")
          .order("created_at", { ascending: false }),
        // The filter leaves out declined links, which the generated status still names.
      ) as TempleLink[];
    },
  });
}

export function useMyTempleLinks(providerId: string) {
  return useQuery(myTempleLinksOptions(providerId));
}

export type TempleAnswer = { templeId: string } & (
  { answer: "accept" | "decline" } | { answer: "leave" }
);

/**
 * Accepts or declines an invitation (rpc respond_to_temple_invitation) or leaves a temple
 * (rpc remove_temple_provider); the list is read again whatever the outcome.
 */
export function useAnswerTempleInvitation(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TempleAnswer) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await (input.answer === "leave"
          ? supabase.rpc("remove_temple_provider", {
              temple_id: input.templeId,
              provider_id: providerId,
            })
          : supabase.rpc("respond_to_temple_invitation", {
              temple_id: input.templeId,
              accept: input.answer === "accept",
            })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTempleLinksKey(providerId) }),
  });
}
