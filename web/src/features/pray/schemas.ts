import { z } from "zod";

/** Suggested amounts in rupees (auspicious figures ending in 1). */
export const PRESET_AMOUNTS = [501, 1001, 2101, 5001] as const;

const MAX_RUPEES = 10_000_000; // ₹1 crore: larger gifts are arranged with the temple directly.

/** The pledge form as typed: rupees as text, the receipt's PAN, name and dedication. */
export const pledgeFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+$/, "Enter a whole number of rupees, e.g. 1001")
    .refine((value) => Number(value) >= 1, "The smallest pledge is ₹1")
    .refine(
      (value) => Number(value) <= MAX_RUPEES,
      "Pledges above ₹1 crore are arranged with the temple",
    ),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^([A-Z]{5}[0-9]{4}[A-Z])?$/,
      "A PAN is five letters, four digits and a letter, like ABCDE1234F",
    ),
  donorName: z.string().trim().max(120, "At most 120 characters"),
  dedication: z.string().trim().max(500, "At most 500 characters"),
});

export type PledgeFormInput = z.input<typeof pledgeFormSchema>;
export type PledgeForm = z.output<typeof pledgeFormSchema>;

/** Rupees typed in the form as the integer paise the database keeps. */
export function rupeesToPaise(rupees: string): number {
  return Number(rupees) * 100;
}
