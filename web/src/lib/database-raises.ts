import { readdirSync, readFileSync } from "node:fs";

/** One `raise exception` of a schema file: its SQLSTATE, its English, and the code in its detail. */
export interface SchemaRaise {
  file: string;
  /** The function it is raised in (`report_content`), or null outside one. */
  inFunction: string | null;
  sqlState: string | null;
  /** The message as written, `%` where RAISE puts a value. */
  message: string;
  /** The stable code of its detail (`booking.slot_taken`), or null when it has none. */
  code: string | null;
  /** The names of the values its detail carries beside the code. */
  values: string[];
}

type Token = { kind: "string" | "word" | "symbol"; text: string };

/** Every `raise exception` of the `.sql` files in `directory` (supabase/schemas), in file order. */
export function readSchemaRaises(directory: string): SchemaRaise[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .flatMap((file) => raisesOf(file, tokenize(readFileSync(`${directory}/${file}`, "utf8"))));
}

/**
 * SQL as strings, words (quoted names too: a policy's name may hold an apostrophe) and symbols.
 * Comments go; dollar quotes are dropped so function bodies are read like the rest (the
 * schema files quote strings with '...' only).
 */
function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s+|--[^\n]*|\/\*[\s\S]*?\*\/|\$\w*\$|'((?:[^']|'')*)'|("(?:[^"]|"")*"|[A-Za-z_][\w.]*|\d+)|(\|\||::|[^\s])/g;
  for (const [, text, word, symbol] of sql.matchAll(pattern)) {
    if (text !== undefined) tokens.push({ kind: "string", text: text.replaceAll("''", "'") });
    else if (word !== undefined) tokens.push({ kind: "word", text: word.toLowerCase() });
    else if (symbol !== undefined) tokens.push({ kind: "symbol", text: symbol });
  }
  return tokens;
}

function raisesOf(file: string, tokens: Token[]): SchemaRaise[] {
  const raises: SchemaRaise[] = [];
  let inFunction: string | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i]?.kind === "word" ? tokens[i]?.text : undefined;
    if (word === "function" && tokens[i - 1]?.text.match(/^(create|replace)$/)) {
      inFunction = tokens[i + 1]?.text.split(".").pop() ?? null;
    }
    const message = tokens[i + 2];
    if (word !== "raise" || tokens[i + 1]?.text !== "exception" || message?.kind !== "string") {
      continue;
    }
    const statement = untilTopLevel(tokens, i + 3, ";");
    const using = statement.findIndex((token) => token.kind === "word" && token.text === "using");
    const options = splitTopLevel(statement.slice(using + 1), ",");
    const option = (name: string) =>
      options.find(([first, equals]) => first?.text === name && equals?.text === "=")?.slice(2);
    raises.push({
      file,
      inFunction,
      sqlState: option("errcode")?.[0]?.text ?? null,
      message: message.text,
      ...detailOf(option("detail") ?? []),
    });
  }
  return raises;
}

/**
 * The code and value names of a detail: a JSON literal `'{"code":"…"}'`, or
 * `json_build_object('code', '…', 'name', value, …)::text` when it carries values.
 */
function detailOf([first, open, ...rest]: Token[]): { code: string | null; values: string[] } {
  if (first?.kind === "string" && open === undefined) {
    const { code, ...values } = JSON.parse(first.text) as Record<string, unknown>;
    return { code: typeof code === "string" ? code : null, values: Object.keys(values) };
  }
  if (first?.text !== "json_build_object" || open?.text !== "(") return { code: null, values: [] };
  const [key, code, ...pairs] = splitTopLevel(untilTopLevel(rest, 0, ")"), ",");
  if (key?.[0]?.text !== "code" || code?.[0]?.kind !== "string") return { code: null, values: [] };
  const names = pairs.filter((_, i) => i % 2 === 0).map(([name]) => name?.text ?? "");
  return { code: code[0].text, values: names };
}

/** The tokens from `start` up to `end` outside parentheses. */
function untilTopLevel(tokens: Token[], start: number, end: string): Token[] {
  const taken: Token[] = [];
  let depth = 0;
  for (const token of tokens.slice(start)) {
    if (depth === 0 && token.kind === "symbol" && token.text === end) break;
    if (token.kind === "symbol") depth += token.text === "(" ? 1 : token.text === ")" ? -1 : 0;
    taken.push(token);
  }
  return taken;
}

function splitTopLevel(tokens: Token[], separator: string): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === "symbol") depth += token.text === "(" ? 1 : token.text === ")" ? -1 : 0;
    if (depth === 0 && token.kind === "symbol" && token.text === separator) parts.push([]);
    else parts.at(-1)?.push(token);
  }
  return parts;
}
