import { z } from "zod";

/** The limits the database checks (reviews.body, reviews.reply, reports.reason). */
export const REVIEW_MAX = 2000;
export const REPLY_MAX = 2000;
export const REPORT_MIN = 10;
export const REPORT_MAX = 1000;

export const RATINGS = ["1", "2", "3", "4", "5"] as const;

export const reviewSchema = z.object({
  rating: z
    .string()
    .refine((value) => (RATINGS as readonly string[]).includes(value), "Choose 1 to 5 stars"),
  body: z.string().trim().max(REVIEW_MAX, `Keep it under ${REVIEW_MAX} characters`),
});
export type ReviewValues = z.infer<typeof reviewSchema>;

export const replySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write your reply")
    .max(REPLY_MAX, `Keep it under ${REPLY_MAX} characters`),
});
export type ReplyValues = z.infer<typeof replySchema>;

export const reportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REPORT_MIN, `Say what is wrong in at least ${REPORT_MIN} characters`)
    .max(REPORT_MAX, `Keep it under ${REPORT_MAX} characters`),
});
export type ReportValues = z.infer<typeof reportSchema>;

/** What may be reported (report_content's `kind`). */
export type ReportKind = "review" | "provider" | "temple";
