import { useMutation } from "@tanstack/react-query";
import { useReread } from "@/lib/mutation-refresh";
import { askSupabase, useSupabaseQuery } from "@/lib/supabase-request";

export interface ProviderMatch {
  id: string;
  display_name: string;
  kind: "guru" | "pujari";
  city: string | null;
}

export interface TempleProviderRow {
  provider_id: string;
  status: "invited" | "accepted" | "declined";
  providers: ProviderMatch & { slug: string };
}

const associationsKey = (templeId: string) => ["temple-providers", templeId] as const;

/** The temple's invited, accepted and declined providers. */
export function useTempleProviders(templeId: string) {
  return useSupabaseQuery(associationsKey(templeId), (supabase) =>
    supabase
      .from("temple_providers")
      .select("provider_id, status, providers(id, display_name, kind, city, slug)")
      .eq("temple_id", templeId)
      .order("created_at", { ascending: false }),
  );
}

/** Verified gurus and pujaris whose name matches, for an invitation (at most 10). */
export function useProviderSearch(name: string) {
  return useSupabaseQuery(
    ["provider-search", name] as const,
    (supabase) =>
      supabase
        .from("providers")
        .select("id, display_name, kind, city")
        .eq("verification_status", "verified")
        .eq("is_sample", false)
        .ilike("display_name", `%${name.replace(/[%_\\]/g, "")}%`)
        .order("display_name")
        .limit(10),
    { enabled: name.trim().length >= 2 },
  );
}

type Change = { change: "invite"; providerId: string } | { change: "remove"; providerId: string };

export function useChangeTempleProviders(templeId: string) {
  return useMutation({
    mutationFn: async (input: Change) => {
      const args = { temple_id: templeId, provider_id: input.providerId };
      await askSupabase((supabase) =>
        supabase.rpc(
          input.change === "invite" ? "invite_temple_provider" : "remove_temple_provider",
          args,
        ),
      );
    },
    onSettled: useReread(associationsKey(templeId)),
  });
}
