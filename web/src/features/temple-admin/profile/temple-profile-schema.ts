import { z } from "zod";
import type { MyTemple } from "../api/get-my-temple";
import { profileMessages } from "./messages";
import { schemaErrorsOf } from "../schema-errors";

/** The shapes the temples table checks, so the form refuses what the database would. */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;
const HTTPS_URL = /^https:\/\/[^/?#\s]+([/?#]\S*)?$/;

const errors = schemaErrorsOf(profileMessages);
export const say = errors.say;

const optionalText = (max: number) => z.string().trim().max(max, errors.under(max));

export const templeProfileSchema = z.object({
  name: z.string().trim().min(1, say("name")).max(160, say("nameLength")),
  slug: z
    .string()
    .trim()
    .min(3, say("slugShort"))
    .max(80, say("slugLong"))
    .regex(SLUG_PATTERN, say("slugShape")),
  deity: optionalText(120),
  address: optionalText(300),
  city: optionalText(120),
  location: optionalText(200),
  map_url: z
    .string()
    .transform(completeMapUrl)
    .refine((value) => value === "" || HTTPS_URL.test(value), say("map")),
  darshan_timings: optionalText(200),
  aarti_timings: optionalText(200),
  description: optionalText(4000),
  upi_id: z
    .string()
    .trim()
    .refine((value) => value === "" || UPI_PATTERN.test(value), say("upi")),
  photo_path: z.string(),
  registration_number: optionalText(100),
  eighty_g_number: optionalText(100),
  eighty_g_valid_until: z
    .string()
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), say("date")),
  receipt_prefix: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || /^[A-Z0-9]{1,10}$/.test(value), say("prefix")),
});

/** "maps.app.goo.gl/x" or "http://…" -> "https://…": a map link as pasted, made the https one. */
export function completeMapUrl(value: string): string {
  const link = value.trim();
  if (link === "") return "";
  if (/^https:\/\//i.test(link)) return link;
  if (/^http:\/\//i.test(link)) return `https://${link.slice("http://".length)}`;
  // Another scheme (mailto:, javascript:) is left for the rule to refuse.
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(link)) return link;
  return `https://${link.replace(/^\/+/, "")}`;
}

export type TempleProfileValues = z.infer<typeof templeProfileSchema>;

/** "Shri Mahakal Mandir, Ujjain" -> "shri-mahakal-mandir-ujjain": a first suggestion for the link. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export function templeValuesOf(temple: MyTemple | null): TempleProfileValues {
  return {
    name: temple?.name ?? "",
    slug: temple?.slug ?? "",
    deity: temple?.deity ?? "",
    address: temple?.address ?? "",
    city: temple?.city ?? "",
    location: temple?.location ?? "",
    map_url: temple?.map_url ?? "",
    darshan_timings: temple?.darshan_timings ?? "",
    aarti_timings: temple?.aarti_timings ?? "",
    description: temple?.description ?? "",
    upi_id: temple?.upi_id ?? "",
    photo_path: temple?.photo_path ?? "",
    registration_number: temple?.registration_number ?? "",
    eighty_g_number: temple?.eighty_g_number ?? "",
    eighty_g_valid_until: temple?.eighty_g_valid_until ?? "",
    receipt_prefix: temple?.receipt_prefix ?? "",
  };
}

/** The row to write: empty optional fields stored as null; "City, State" when no place is typed. */
export function templeRowOf(values: TempleProfileValues) {
  const nullIfEmpty = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    deity: nullIfEmpty(values.deity),
    address: nullIfEmpty(values.address),
    city: nullIfEmpty(values.city),
    location: nullIfEmpty(values.location) ?? nullIfEmpty(values.city),
    map_url: nullIfEmpty(values.map_url),
    darshan_timings: nullIfEmpty(values.darshan_timings),
    aarti_timings: nullIfEmpty(values.aarti_timings),
    description: values.description.trim(),
    upi_id: nullIfEmpty(values.upi_id),
    photo_path: nullIfEmpty(values.photo_path),
    registration_number: nullIfEmpty(values.registration_number),
    eighty_g_number: nullIfEmpty(values.eighty_g_number),
    eighty_g_valid_until: nullIfEmpty(values.eighty_g_valid_until),
    // Empty: the database derives one from the link (the column itself is never null).
    receipt_prefix: values.receipt_prefix.trim(),
  };
}
