import { AUTHORISED_BY_EMBED } from "@/components/temple-authorised-badge";
import type { Tables, ViewRow } from "@/lib/database";
import type { OfferingTerms } from "@/lib/offering-terms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { ProviderListing } from "./list-providers";

/** A provider's listing as the search shows it, with what only the profile shows. */
export type ProviderProfile = Omit<ProviderListing, "offering_kinds" | "lowest_price_paise"> &
  ViewRow<
    Pick<Tables<"provider_listings">, "bio" | "years_experience" | "follower_count">,
    "years_experience"
  >;

export type Offering = OfferingTerms &
  Pick<Tables<"offerings">, "is_sample"> & {
    /** The temple that vouches for this offering, if one does. */
    authorised_by: Pick<Tables<"temples">, "name"> | null;
  };

/**
 * A review as the public reads it (public_reviews): no account id, the author as they chose (their
 * display name or initials; null when they have no name), the provider's answer once there is one.
 */
export type Review = ViewRow<
  Pick<
    Tables<"public_reviews">,
    "id" | "author_name" | "rating" | "body" | "created_at" | "reply" | "replied_at"
  >,
  "author_name" | "reply" | "replied_at"
>;

/** A listed provider by slug with their active offerings and latest reviews; null when not listed. */
export async function fetchProvider(slug: string) {
  const supabase = await getSupabase();
  const profile = throwOnServerError(
    await supabase
      .from("provider_listings")
      .select(
        "id, slug, kind, display_name, bio, specialisations, languages, city, years_experience, photo_path, photo_alt, rating, review_count, follower_count, verification_status, verified_at, is_sample",
      )
      .eq("slug", slug)
      .maybeSingle(),
    // The view's columns are nullable in the generated types; these are not (see ViewRow).
  ) as ProviderProfile | null;
  if (!profile) return null;
  const [offerings, reviews] = await Promise.all([
    supabase
      .from("offerings")
      .select(
        `id, kind, title, description, mode, duration_minutes, price_paise, free_cancel_hours, kept_percent, is_sample, ${AUTHORISED_BY_EMBED}`,
      )
      .eq("provider_id", profile.id)
      .eq("active", true)
      .order("price_paise"),
    supabase
      .from("public_reviews")
      .select("id, author_name, rating, body, created_at, reply, replied_at")
      .eq("provider_id", profile.id)
      .order("created_at", { ascending: false })
      .limit(20),
  ]);
  return {
    profile,
    offerings: throwOnServerError(offerings),
    reviews: throwOnServerError(reviews) as Review[],
  };
}

export function providerOptions(slug: string) {
  return queryOptions({
    queryKey: ["provider", slug] as const,
    queryFn: () => fetchProvider(slug),
  });
}

export function useProvider(slug: string) {
  return useQuery(providerOptions(slug));
}
