import { z } from "zod";

/** Rituals said in the devotee's name need the sankalp details; consultations and kathas do not. */
export const SANKALP_KINDS: readonly string[] = [
  "home_pooja",
  "online_pooja",
  "sankalp",
  "temple_pooja",
];

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const bookingFormSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
    startsAt: z.string().min(1, "Choose one of the free times"),
    mode: z.enum(["online", "offline"]),
    phone: z.string().trim(),
    address: optionalText(500),
    needsAddress: z.boolean(),
    sankalpName: optionalText(120),
    gotra: optionalText(60),
    nakshatra: optionalText(60),
    family: optionalText(400),
    note: optionalText(300),
  })
  .superRefine((form, context) => {
    if (form.mode !== "offline") return;
    if (!/^\+?[0-9 ]{7,20}$/.test(form.phone)) {
      context.addIssue({
        code: "custom",
        path: ["phone"],
        message: "Enter a phone number the pujari can call, e.g. +91 98765 43210",
      });
    }
    if (form.needsAddress && form.address === "") {
      context.addIssue({
        code: "custom",
        path: ["address"],
        message: "Enter the address where the pooja will take place",
      });
    }
  });

export type BookingForm = z.infer<typeof bookingFormSchema>;

/**
 * The note the provider reads: the sankalp details on labelled lines, then the devotee's note.
 * The booking keeps them as written text, which is what the pujari recites from.
 */
export function composeBookingNote(form: BookingForm): string {
  const sankalp = [
    ["Sankalp for", form.sankalpName],
    ["Gotra", form.gotra],
    ["Nakshatra", form.nakshatra],
    ["Family members", form.family],
  ]
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`);
  return [...sankalp, form.note].filter(Boolean).join("\n");
}
