import { z } from "zod";
import { messagesOf } from "@/lib/i18n/locale-store";
import type { ReportTarget } from "@/lib/report-target";
import { reviewMessages } from "./messages";

const m = () => messagesOf(reviewMessages);

/** The limits the database checks (reviews.body, reviews.reply, reports.reason). */
export const REVIEW_MAX = 2000;
export const REPLY_MAX = 2000;
export const REPORT_MIN = 10;
export const REPORT_MAX = 1000;

export const RATINGS = ["1", "2", "3", "4", "5"] as const;

/** How the public sees a review's author (reviews.author_shown_as). */
export const AUTHOR_SHOWN_AS = ["name", "initials"] as const;
export type AuthorShownAs = (typeof AUTHOR_SHOWN_AS)[number];

export const reviewSchema = z.object({
  rating: z.string().refine((value) => (RATINGS as readonly string[]).includes(value), {
    error: () => m().chooseStars,
  }),
  body: z
    .string()
    .trim()
    .max(REVIEW_MAX, { error: () => m().keepUnder(REVIEW_MAX) }),
  authorShownAs: z.enum(AUTHOR_SHOWN_AS),
});

export const replySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: () => m().writeReply })
    .max(REPLY_MAX, { error: () => m().keepUnder(REPLY_MAX) }),
});
export type ReplyValues = z.infer<typeof replySchema>;

export const reportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REPORT_MIN, { error: () => m().sayWhatIsWrong(REPORT_MIN) })
    .max(REPORT_MAX, { error: () => m().keepUnder(REPORT_MAX) }),
});

/** What may be reported (report_content's `kind`). */
export type ReportKind = ReportTarget["kind"];
