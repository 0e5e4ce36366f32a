const EXPRESSION = Symbol("script expression");

/** JavaScript source that `inlineCall` passes as it is, where other arguments go in as JSON. */
export interface ScriptExpression {
  readonly [EXPRESSION]: string;
}

export function scriptExpression(source: string): ScriptExpression {
  return { [EXPRESSION]: source };
}

type InlineArguments<A extends unknown[]> = { [K in keyof A]: A[K] | ScriptExpression };

/**
 * The text of an inline script that calls `fn` with `args`. The function goes in as its own text
 * (`toString()`), so it must use nothing but its arguments and the page's globals; the page's
 * CSP allows the result by its hash, so it must be the same at every build of the same code.
 * A JSON value's `<` is escaped, so no string in it can close the `<script>` element; an
 * undefined argument (an optional parameter left out) goes in as `undefined`.
 */
export function inlineCall<A extends unknown[]>(
  fn: (...args: A) => void,
  ...args: InlineArguments<A>
): string {
  const sources = args.map((arg) =>
    typeof arg === "object" && arg !== null && EXPRESSION in arg
      ? (arg as ScriptExpression)[EXPRESSION]
      : (JSON.stringify(arg)?.replaceAll("<", "\\u003c") ?? "undefined"),
  );
  return `(${fn.toString()})(${sources.join(",")});`;
}
