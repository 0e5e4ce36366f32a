import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

export interface AuthorisableOffering {
  id: string;
  title: string;
  provider_id: string | null;
  authorised_by_temple_id: string | null;
  providers: { display_name: string } | null;
}

const key = (templeId: string) => ["temple-authorisable-offerings", templeId] as const;

/** The temple's own active offerings and those of the gurus and pujaris who serve there. */
export function useAuthorisableOfferings(templeId: string, providerIds: readonly string[]) {
  return useQuery(
    queryOptions({
      queryKey: [...key(templeId), providerIds] as const,
      queryFn: async () => {
        const supabase = await getSupabase();
        const owners = [`temple_id.eq.${templeId}`];
        if (providerIds.length > 0) owners.push(`provider_id.in.(${providerIds.join(",")})`);
        return throwOnServerError(
          await supabase
            .from("offerings")
            .select("id, title, provider_id, authorised_by_temple_id, providers(display_name)")
            .eq("active", true)
            .eq("is_sample", false)
            .or(owners.join(","))
            .order("title"),
        );
      },
    }),
  );
}

/** rpc set_temple_authorisation: the temple vouches for an offering, or stops vouching. */
export function useSetAuthorisation(templeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { offeringId: string; authorised: boolean }) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await supabase.rpc("set_temple_authorisation", {
          offering: input.offeringId,
          temple: templeId,
          authorised: input.authorised,
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(templeId) }),
  });
}
