import { Fragment } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import { sankalpRowsMessages } from "./sankalp-rows.messages";

/** The sankalp a booking carries (its columns, in the order they are shown). */
const SANKALP_FIELDS = ["sankalp_name", "gotra", "nakshatra", "family_members"] as const;

/** Each of a booking's sankalp columns; "" where the devotee gave none. */
export type BookingSankalp = Record<(typeof SANKALP_FIELDS)[number], string>;

/** The names of `Fields` joined by ", ", as a string literal type. */
type Joined<Fields extends readonly string[]> = Fields extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest extends readonly []
    ? First
    : `${First}, ${Joined<Rest>}`
  : string;

/**
 * The columns to read with a booking for SankalpRows, in PostgREST's select syntax. Typed as the
 * literal it is (join() is typed string), so the typed client reads the columns in a select.
 */
export const SANKALP_COLUMNS = SANKALP_FIELDS.join(", ") as Joined<typeof SANKALP_FIELDS>;

export function hasSankalp(sankalp: BookingSankalp): boolean {
  return SANKALP_FIELDS.some((field) => sankalp[field] !== "");
}

/**
 * The sankalp details the devotee gave, as labelled rows of a `<dl>`: the labels in the reader's
 * language, the names as written (so `translate="no"`).
 */
export function SankalpRows({ sankalp }: { sankalp: BookingSankalp }) {
  const m = useMessages(sankalpRowsMessages);
  return SANKALP_FIELDS.filter((field) => sankalp[field] !== "").map((field) => (
    <Fragment key={field}>
      <dt className="text-muted-foreground">{m[field]}</dt>
      <dd className="wrap-break-word" translate="no">
        {sankalp[field]}
      </dd>
    </Fragment>
  ));
}
