import { readdirSync, readFileSync } from "node:fs";

/** One `raise exception` of a migration: its SQLSTATE, its words and the hints it can give. */
export interface MigrationRaise {
  file: string;
  /** The function it is raised in (`report_content`), or null outside one. */
  inFunction: string | null;
  code: string | null;
  /** The message as written, `%` where RAISE puts a value. */
  message: string;
  /** Each hint it can give, `%` where a value goes (a `case` gives one per branch). */
  hints: string[];
}

type Token = { kind: "string" | "word" | "symbol"; text: string };

/** Every `raise exception` of the `.sql` files in `directory`, in file order. */
export function readMigrationRaises(directory: string): MigrationRaise[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .flatMap((file) => raisesOf(file, tokenize(readFileSync(`${directory}/${file}`, "utf8"))));
}

/**
 * SQL as strings, words (quoted names too: a policy's name may hold an apostrophe) and symbols.
 * Comments go; dollar quotes are dropped so function bodies are read like the rest (the
 * migrations quote strings with '...' only).
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

function raisesOf(file: string, tokens: Token[]): MigrationRaise[] {
  const raises: MigrationRaise[] = [];
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
    const code = option("errcode")?.[0]?.text ?? null;
    const hint = option("hint");
    raises.push({
      file,
      inFunction,
      code,
      message: message.text,
      hints: hint ? hintsOf(hint) : [],
    });
  }
  return raises;
}

/** What a hint expression can say: a literal, `format(…)`, `case … then … end`, or a `||` chain. */
function hintsOf(expression: Token[]): string[] {
  if (expression[0]?.text === "case") {
    return expression
      .filter((_, i) => ["then", "else"].includes(expression[i - 1]?.text ?? ""))
      .map((token) => token.text);
  }
  return [splitTopLevel(expression, "||").map(pieceOf).join("")];
}

function pieceOf([first, open, argument, ...rest]: Token[]): string {
  if (first?.kind === "string" && open === undefined) return first.text;
  if (first?.text === "format" && argument?.kind === "string") {
    return argument.text.replaceAll("%s", "%");
  }
  // app_private.next_try_hint(what, after) says "You can <what> after DD Mon, HH12:MI AM IST."
  if (first?.text.endsWith(".next_try_hint") && argument?.kind === "string" && rest.length > 0) {
    return `You can ${argument.text} after % IST.`;
  }
  return "%";
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
