import { z } from "zod";
import { messagesOf } from "@/lib/i18n/locale-store";
import type { MyProvider } from "../api/get-my-provider";
import { profileMessages } from "./messages";

/** The same shapes the providers table checks, so the form refuses what the database would. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UPI_PATTERN = /^[A-Za-z0-9._-]{2,255}@[A-Za-z]{2,64}$/;

/** Messages read when validating, so they are in the language of that moment. */
const errors = () => messagesOf(profileMessages).errors;
type TextErrorKey = Exclude<keyof ReturnType<typeof errors>, "tooLong">;
const error = (key: TextErrorKey) => ({ error: () => errors()[key] });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => errors().tooLong(max) });

export const profileSchema = z.object({
  display_name: z.string().trim().min(1, error("nameRequired")).max(120, error("nameTooLong")),
  slug: z
    .string()
    .trim()
    .min(3, error("slugTooShort"))
    .max(80, error("slugTooLong"))
    .regex(SLUG_PATTERN, error("slugShape")),
  bio: optionalText(4000),
  specialisations: optionalText(1000),
  languages: optionalText(500),
  city: optionalText(120),
  service_area: optionalText(300),
  years_experience: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, error("years"))
    .refine((value) => value === "" || Number(value) <= 100, error("yearsTooMany")),
  upi_id: z
    .string()
    .trim()
    .refine((value) => value === "" || UPI_PATTERN.test(value), error("upi")),
  photo_path: z.string(),
});

export type ProfileValues = z.infer<typeof profileSchema>;

/** "Vedic rituals, Jyotish" -> ["Vedic rituals", "Jyotish"]: empty entries dropped. */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function profileValuesOf(provider: MyProvider | null | undefined, name = ""): ProfileValues {
  return {
    display_name: provider?.display_name ?? name,
    slug: provider?.slug ?? "",
    bio: provider?.bio ?? "",
    specialisations: provider?.specialisations.join(", ") ?? "",
    languages: provider?.languages.join(", ") ?? "",
    city: provider?.city ?? "",
    service_area: provider?.service_area ?? "",
    years_experience: provider?.years_experience?.toString() ?? "",
    upi_id: provider?.upi_id ?? "",
    photo_path: provider?.photo_path ?? "",
  };
}

/** The row to write: lists split, empty optional fields stored as null. */
export function providerRowOf(values: ProfileValues) {
  const nullIfEmpty = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    display_name: values.display_name.trim(),
    bio: values.bio.trim(),
    specialisations: splitList(values.specialisations),
    languages: splitList(values.languages),
    city: nullIfEmpty(values.city),
    service_area: nullIfEmpty(values.service_area),
    years_experience: values.years_experience === "" ? null : Number(values.years_experience),
    upi_id: nullIfEmpty(values.upi_id),
    photo_path: nullIfEmpty(values.photo_path),
  };
}
