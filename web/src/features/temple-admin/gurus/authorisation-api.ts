import { useMutation } from "@tanstack/react-query";
import { useReread } from "@/lib/mutation-refresh";
import { askSupabase, useSupabaseQuery } from "@/lib/supabase-request";

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
  return useSupabaseQuery([...key(templeId), providerIds] as const, (supabase) => {
    const owners = [`temple_id.eq.${templeId}`];
    if (providerIds.length > 0) owners.push(`provider_id.in.(${providerIds.join(",")})`);
    return supabase
      .from("offerings")
      .select("id, title, provider_id, authorised_by_temple_id, providers(display_name)")
      .eq("active", true)
      .eq("is_sample", false)
      .or(owners.join(","))
      .order("title");
  });
}

/** rpc set_temple_authorisation: the temple vouches for an offering, or stops vouching. */
export function useSetAuthorisation(templeId: string) {
  return useMutation({
    mutationFn: async (input: { offeringId: string; authorised: boolean }) => {
      await askSupabase((supabase) =>
        supabase.rpc("set_temple_authorisation", {
          offering: input.offeringId,
          temple: templeId,
          authorised: input.authorised,
        }),
      );
    },
    onSettled: useReread(key(templeId)),
  });
}
