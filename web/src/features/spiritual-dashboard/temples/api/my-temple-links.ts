import { useMutation } from "@tanstack/react-query";
import type { ServerResponse } from "@/lib/server-error";
import { useReread } from "@/lib/mutation-refresh";
import { askSupabase, useSupabaseQuery } from "@/lib/supabase-request";

/** A temple the provider serves at (`accepted`) or is invited to (`invited`). */
export interface TempleLink {
  temple_id: string;
  status: "invited" | "accepted";
  temples: { name: string; slug: string; city: string | null };
}

/** Kept on the device like the other lists of one's own (lib/saved-queries.ts). */
export const myTempleLinksKey = (providerId: string) => ["my-temple-links", providerId] as const;

/** The provider's temples and invitations, newest first; declined ones are left out. */
export function useMyTempleLinks(providerId: string) {
  return useSupabaseQuery(myTempleLinksKey(providerId), (supabase) =>
    supabase
      .from("temple_providers")
      .select("temple_id, status, temples(name, slug, city)")
      .eq("provider_id", providerId)
      .neq("status", "declined")
      .order("created_at", { ascending: false })
      // The filter leaves out declined links, which the generated status still names.
      .overrideTypes<TempleLink[], { merge: false }>(),
  );
}

export type TempleAnswer = { templeId: string } & (
  { answer: "accept" | "decline" } | { answer: "leave" }
);

/**
 * Accepts or declines an invitation (rpc respond_to_temple_invitation) or leaves a temple
 * (rpc remove_temple_provider); the list is read again whatever the outcome.
 */
export function useAnswerTempleInvitation(providerId: string) {
  return useMutation({
    mutationFn: async (input: TempleAnswer) => {
      await askSupabase((supabase): PromiseLike<ServerResponse> =>
        input.answer === "leave"
          ? supabase.rpc("remove_temple_provider", {
              temple_id: input.templeId,
              provider_id: providerId,
            })
          : supabase.rpc("respond_to_temple_invitation", {
              temple_id: input.templeId,
              accept: input.answer === "accept",
            }),
      );
    },
    onSettled: useReread(myTempleLinksKey(providerId)),
  });
}
