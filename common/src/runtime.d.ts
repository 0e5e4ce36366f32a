// What every runtime of this code has (browsers, Node, Deno) but no ES library declares: only the
// DOM's and Node's type libraries do, and neither is loaded here so nothing runtime-specific creeps in.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
