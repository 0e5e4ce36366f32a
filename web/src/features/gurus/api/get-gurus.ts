import type { Guru } from "@/content/gurus";
import { messagesOf } from "@/lib/i18n/locale-store";
import { getPublicData, publicImageUrl } from "@/lib/public-data";
import { gurusMessages } from "../messages";

/** How many gurus the page lists: real ones first, the samples fill the rest. */
export const GURUS_LIMIT = 24;

export interface GuruRow {
  slug: string;
  display_name: string;
  specialisations: string[];
  rating: number | null;
  follower_count: number;
  photo_path: string | null;
  photo_alt: string | null;
  bio: string;
}

/**
 * A listed provider as a guru card: specialisations joined with " and ", followers as students,
 * in the language shown when the list is read.
 */
export function toGuru(row: GuruRow): Guru {
  const m = messagesOf(gurusMessages);
  return {
    id: row.slug,
    name: row.display_name,
    specialization: row.specialisations.join(m.and),
    rating: row.rating,
    students: row.follower_count,
    image: row.photo_path
      ? {
          src: publicImageUrl("avatars", row.photo_path),
          alt: row.photo_alt ?? m.portraitOf(row.display_name),
        }
      : null,
    description: row.bio,
  };
}

/**
 * /spiritual-gurus: the providers RLS lists (verified, or samples), real ones first, by name.
 * Served by providers_listing_idx (verification_status).
 */
export async function getGurus(): Promise<Guru[]> {
  const data = await getPublicData();
  const { data: rows, error } = await data
    .from("providers")
    .select(
      "slug, display_name, specialisations, rating, follower_count, photo_path, photo_alt, bio",
    )
    .order("is_sample")
    .order("display_name")
    .limit(GURUS_LIMIT)
    .overrideTypes<GuruRow[], { merge: false }>();
  if (error) throw error;
  return rows.map(toGuru);
}
