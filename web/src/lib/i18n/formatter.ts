import { getLocaleTag } from "./locale-store";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** An Intl.NumberFormat for the current language, built once per language and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("n", options, (tag) => new Intl.NumberFormat(tag, options)) as Intl.NumberFormat;
}

/** An Intl.DateTimeFormat for the current language, built once per language and options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(
    "d",
    options,
    (tag) => new Intl.DateTimeFormat(tag, options),
  ) as Intl.DateTimeFormat;
}

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  build: (tag: string) => F,
): F {
  const tag = getLocaleTag();
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = build(tag);
    cache.set(key, format);
  }
  return format as F;
}
