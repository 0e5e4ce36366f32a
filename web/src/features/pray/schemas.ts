import { z } from "zod";
import { messagesOf } from "@/lib/i18n/locale-store";
import { prayMessages } from "./messages";

/** Suggested amounts in rupees (auspicious figures ending in 1). */
export const PRESET_AMOUNTS = [501, 1001, 2101, 5001] as const;

const MAX_RUPEES = 10_000_000; // ₹1 crore: larger gifts are arranged with the temple directly.

/** A form error in the language shown when the form is checked. */
const error = (key: keyof typeof prayMessages.en.errors) => ({
  error: () => messagesOf(prayMessages).errors[key],
});

/** The pledge form as typed: rupees as text, the receipt's PAN, name and dedication. */
export const pledgeFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+$/, error("wholeRupees"))
    .refine((value) => Number(value) >= 1, error("smallest"))
    .refine((value) => Number(value) <= MAX_RUPEES, error("largest")),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{5}[0-9]{4}[A-Z])?$/, error("pan")),
  donorName: z.string().trim().max(120, error("max120")),
  dedication: z.string().trim().max(500, error("max500")),
});

export type PledgeFormInput = z.input<typeof pledgeFormSchema>;
export type PledgeForm = z.output<typeof pledgeFormSchema>;
