import { z } from "zod";
import type { Tables } from "@/lib/database";
import type { OnlineMeetingKind } from "@/lib/offering-meeting";
import type { OfferingTerms } from "@/lib/offering-terms";
import { paiseToRupees, rupeesToPaise } from "@/lib/rupees-field";
import { OFFERING_KIND_LABELS, type OfferingKind } from "@/content/offering-kinds";
import { messagesOf } from "@/lib/i18n/locale-store";
import { offeringsMessages } from "./messages";

/** Where an offering happens; the book's `modes` says each in words. */
export const OFFERING_MODES = ["online", "offline", "both"] as const;
export type OfferingMode = (typeof OFFERING_MODES)[number];

/**
 * A provider's offering as /services lists it. Its meeting kind is set apart from the form (rpc
 * set_offering_meeting); a check constraint keeps it off at_address, which the generated type has.
 */
export type MyOffering = OfferingTerms &
  Pick<Tables<"offerings">, "samagri" | "active"> & { meeting_kind: OnlineMeetingKind };

type ErrorKey = keyof typeof offeringsMessages.en.errors;
/** A message read when validating, so it is in the language of that moment. */
const error = (key: ErrorKey) => ({ error: () => messagesOf(offeringsMessages).errors[key] });

const wholeNumber = (min: number, max: number, key: ErrorKey) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, error(key))
    .refine((value) => Number(value) >= min && Number(value) <= max, error(key));

/** The offering form; numbers are typed as text and checked against the table's limits. */
export const offeringSchema = z.object({
  kind: z.enum(Object.keys(OFFERING_KIND_LABELS) as [OfferingKind, ...OfferingKind[]]),
  title: z.string().trim().min(1, error("titleRequired")).max(160, error("titleTooLong")),
  description: z.string().trim().max(4000, error("descriptionTooLong")),
  mode: z.enum(OFFERING_MODES),
  duration_minutes: wholeNumber(5, 1440, "duration"),
  price_rupees: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, error("price")),
  samagri: z.string().trim().max(4000, error("samagriTooLong")),
  free_cancel_hours: wholeNumber(0, 720, "freeCancelHours"),
  kept_percent: wholeNumber(0, 100, "keptPercent"),
});

export type OfferingValues = z.infer<typeof offeringSchema>;

export function offeringValuesOf(offering: MyOffering | null, kind: OfferingKind): OfferingValues {
  return {
    kind: offering?.kind ?? kind,
    title: offering?.title ?? "",
    description: offering?.description ?? "",
    mode:
      offering?.mode ?? (kind === "online_pooja" || kind === "consultation" ? "online" : "offline"),
    duration_minutes: String(offering?.duration_minutes ?? 60),
    price_rupees: offering ? paiseToRupees(offering.price_paise) : "",
    samagri: offering?.samagri ?? "",
    free_cancel_hours: String(offering?.free_cancel_hours ?? 24),
    kept_percent: String(offering?.kept_percent ?? 0),
  };
}

/** The columns to write from the form. */
export function offeringRowOf(values: OfferingValues) {
  return {
    kind: values.kind,
    title: values.title.trim(),
    description: values.description.trim(),
    mode: values.mode,
    duration_minutes: Number(values.duration_minutes),
    price_paise: rupeesToPaise(values.price_rupees),
    samagri: values.samagri.trim(),
    free_cancel_hours: Number(values.free_cancel_hours),
    kept_percent: Number(values.kept_percent),
  };
}
