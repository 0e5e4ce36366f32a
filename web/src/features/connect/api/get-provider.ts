import { AUTHORISED_BY_EMBED } from "@/components/temple-authorised-badge";
import type { VerificationStatus } from "@/lib/verification-status";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

export interface ProviderProfile {
  id: string;
  slug: string;
  kind: "guru" | "pujari";
  display_name: string;
  bio: string;
  specialisations: string[];
  languages: string[];
  city: string | null;
  years_experience: number | null;
  photo_path: string | null;
  photo_alt: string | null;
  rating: number | null;
  review_count: number;
  follower_count: number;
  verification_status: VerificationStatus;
  verified_at: string | null;
  is_sample: boolean;
}

export interface Offering {
  id: string;
  kind: string;
  title: string;
  description: string;
  mode: "online" | "offline" | "both";
  duration_minutes: number;
  price_paise: number;
  free_cancel_hours: number;
  kept_percent: number;
  is_sample: boolean;
  /** The temple that vouches for this offering, if one does. */
  authorised_by: { name: string } | null;
}

/** A review as the public reads it (public_reviews): no account id, the author as they chose. */
export interface Review {
  id: string;
  /** The author's display name or initials; null when they have no name. */
  author_name: string | null;
  rating: number;
  body: string;
  created_at: string;
  /** The provider's answer, once there is one. */
  reply: string | null;
  replied_at: string | null;
}

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
    offerings: throwOnServerError(offerings) as unknown as Offering[],
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
