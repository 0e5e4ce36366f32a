import { readDatabaseErrorCode } from "@/lib/database-messages";
import { messagesOf } from "@/lib/i18n/locale-store";
import { databaseWordsOf, describeServerError, type ServerError } from "@/lib/server-error";
import { serverErrorMessages } from "@/lib/server-error.messages";
import { reviewMessages } from "./messages";

const errorMessages = () => messagesOf(reviewMessages).errors;
const refusals = () => messagesOf(serverErrorMessages);

const sentence = (text: string) => (/[.!?।]$/.test(text) ? text : `${text}.`);

/**
 * The database's refusal as a sentence (a limit: what was reached and when the next try is
 * allowed), or `fallback` when the current language has no words for it.
 */
function describeRefusal(error: ServerError, fallback: string): string {
  const words = databaseWordsOf(error);
  return words === null ? fallback : sentence(words);
}

/**
 * Why a review was not saved: the one review a booking allows (unique booking_id, 23505), the
 * policy that admits only the devotee of a completed booking (42501), the hourly limit (PT429).
 */
export function describeReviewError(error: unknown): string {
  const { code } = (error ?? {}) as ServerError;
  if (code === "23505") return errorMessages().alreadyReviewed;
  if (code === "42501") return errorMessages().notCompleted;
  if (code === "PT429") return describeRefusal(error as ServerError, refusals().tooManyRequests);
  return describeServerError(error);
}

/** Why a reply was refused (reply_to_review): answered already, or not the reviewed host. */
export function describeReplyError(error: unknown): string {
  const { code, details } = (error ?? {}) as ServerError;
  if (code === "PT409") return errorMessages().alreadyReplied;
  if (readDatabaseErrorCode(details)?.code === "review.host_replies") {
    return errorMessages().onlyHost;
  }
  return describeServerError(error);
}

/** Why a report was refused (report_content). */
export function describeReportError(error: unknown): string {
  const { code } = (error ?? {}) as ServerError;
  if (code === "PT409") return errorMessages().alreadyReported;
  if (code === "PT429") return describeRefusal(error as ServerError, refusals().tooManyRequests);
  if (code === "PT404") return errorMessages().gone;
  if (code === "22023") return describeRefusal(error as ServerError, refusals().refused);
  return describeServerError(error);
}
