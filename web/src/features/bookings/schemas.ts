import { z } from "zod";
import { messagesOf } from "@/lib/i18n/locale-store";
import { bookingMessages } from "./messages";

const formMessages = () => messagesOf(bookingMessages).form;

/** Rituals said in the devotee's name need the sankalp details; consultations and kathas do not. */
export const SANKALP_KINDS: readonly string[] = [
  "home_pooja",
  "online_pooja",
  "sankalp",
  "temple_pooja",
];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => formMessages().atMost(max) });

export const bookingFormSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => formMessages().chooseDate }),
    startsAt: z.string().min(1, { error: () => formMessages().chooseTime }),
    mode: z.enum(["online", "offline"]),
    phone: z.string().trim(),
    address: optionalText(500),
    needsAddress: z.boolean(),
    /** The host calls the devotee: an online booking needs a phone too. */
    callsPhone: z.boolean(),
    sankalpName: optionalText(120),
    gotra: optionalText(60),
    nakshatra: optionalText(60),
    family: optionalText(400),
    note: optionalText(300),
  })
  .superRefine((form, context) => {
    if (form.mode !== "offline" && !form.callsPhone) return;
    if (!/^\+?[0-9 ]{7,20}$/.test(form.phone)) {
      context.addIssue({
        code: "custom",
        path: ["phone"],
        message: formMessages().phoneInvalid,
      });
    }
    if (form.mode === "offline" && form.needsAddress && form.address === "") {
      context.addIssue({
        code: "custom",
        path: ["address"],
        message: formMessages().addressRequired,
      });
    }
  });

export type BookingForm = z.infer<typeof bookingFormSchema>;
