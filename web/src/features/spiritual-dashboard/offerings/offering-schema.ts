import { z } from "zod";
import { OFFERING_KIND_LABELS, type OfferingKind } from "@/content/offering-kinds";

export const OFFERING_MODES = {
  online: "Online (video call)",
  offline: "In person: at the devotee's home or a temple",
  both: "Online or in person",
} as const;
export type OfferingMode = keyof typeof OFFERING_MODES;

/** A provider's offering as /services lists it. */
export interface MyOffering {
  id: string;
  kind: OfferingKind;
  title: string;
  description: string;
  mode: OfferingMode;
  duration_minutes: number;
  price_paise: number;
  samagri: string;
  free_cancel_hours: number;
  kept_percent: number;
  active: boolean;
}

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message);

/** The offering form; numbers are typed as text and checked against the table's limits. */
export const offeringSchema = z.object({
  kind: z.enum(Object.keys(OFFERING_KIND_LABELS) as [OfferingKind, ...OfferingKind[]]),
  title: z
    .string()
    .trim()
    .min(1, "Give the offering a title")
    .max(160, "Keep the title under 160 characters"),
  description: z.string().trim().max(4000, "Keep the description under 4000 characters"),
  mode: z.enum(Object.keys(OFFERING_MODES) as [OfferingMode, ...OfferingMode[]]),
  duration_minutes: wholeNumber(5, 1440, "Enter a duration from 5 to 1440 minutes"),
  price_rupees: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter a price in rupees, e.g. 1100 or 501.50"),
  samagri: z.string().trim().max(4000, "Keep the list under 4000 characters"),
  free_cancel_hours: wholeNumber(0, 720, "Enter 0 to 720 hours"),
  kept_percent: wholeNumber(0, 100, "Enter a share from 0 to 100 per cent"),
});

export type OfferingValues = z.infer<typeof offeringSchema>;

/** "501.5" -> 50150: integer arithmetic, so no float rounding touches money. */
export function rupeesToPaise(rupees: string): number {
  const [whole = "0", fraction = ""] = rupees.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** 50150 -> "501.50", 110000 -> "1100": what the price field shows when editing. */
export function paiseToRupees(paise: number): string {
  const fraction = paise % 100;
  return fraction === 0
    ? String(paise / 100)
    : `${Math.floor(paise / 100)}.${String(fraction).padStart(2, "0")}`;
}

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

/** The published rule in words: "Free cancellation until 24 hours before; then 50% is kept." */
export function describeCancellation(hours: number, keptPercent: number): string {
  if (keptPercent === 0) return "Free cancellation at any time before the start.";
  return `Free cancellation until ${hours} hours before; after that ${keptPercent}% of the price is kept.`;
}
