/**
 * The Phoenix channel wire format as realtime-js speaks it (serializer vsn 1.0.0 and 2.0.0): text
 * frames are JSON (an array `[join_ref, ref, topic, event, payload]` in 2.0.0, an object in 1.0.0);
 * 2.0.0 also sends a user broadcast as a binary frame (kind 3 in, kind 4 out). Written here because
 * the Phoenix libraries for Node are clients only.
 */

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** A frame the protocol cannot read: the socket is closed with WebSocket code 1007. */
export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const decoder = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

export function decodeFrame(data: Buffer, isBinary: boolean): PhoenixMessage {
  return isBinary ? decodeBinary(data) : decodeText(data);
}

function decodeText(data: Buffer): PhoenixMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(data));
  } catch {
    throw new FrameError("frame is not JSON");
  }
  const fields = Array.isArray(parsed)
    ? {
        join_ref: parsed[0],
        ref: parsed[1],
        topic: parsed[2],
        event: parsed[3],
        payload: parsed[4],
      }
    : (parsed as Record<string, unknown> | null);
  if (fields === null || typeof fields !== "object") throw new FrameError("frame is not a message");
  const { join_ref: joinRef, ref, topic, event, payload } = fields;
  if (typeof topic !== "string" || typeof event !== "string") {
    throw new FrameError("a message needs a topic and an event");
  }
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    throw new FrameError("a message's payload is an object");
  }
  return {
    joinRef: optionalRef(joinRef),
    ref: optionalRef(ref),
    topic,
    event,
    payload: payload as Record<string, unknown>,
  };
}

function optionalRef(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return String(value);
  throw new FrameError("a ref is a string");
}

/** Kind 3: header lengths, then join_ref, ref, topic, user event, metadata and the payload. */
function decodeBinary(data: Buffer): PhoenixMessage {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) {
    throw new FrameError("unknown binary frame");
  }
  const lengths = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6];
  let offset = 7;
  const [joinRef, ref, topic, userEvent, metadata] = lengths.map((length) => {
    const start = offset;
    offset += length;
    if (offset > data.length) throw new FrameError("binary frame is cut short");
    return readText(data.subarray(start, offset));
  }) as [string, string, string, string, string];
  const body = data.subarray(offset);
  let payload: unknown;
  if (encoding === ENCODING_JSON) payload = parseJson(readText(body));
  else if (encoding === ENCODING_BINARY) payload = new Uint8Array(body);
  else throw new FrameError("unknown payload encoding");
  const meta = metadata === "" ? {} : parseJson(metadata);
  if (meta === null || typeof meta !== "object") throw new FrameError("metadata is an object");
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: "broadcast",
    payload: { ...meta, type: "broadcast", event: userEvent, payload },
  };
}

function readText(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new FrameError("binary frame text is not UTF-8");
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FrameError("binary frame JSON does not parse");
  }
}

/** One message as the client's serializer expects it back. */
export function encodeFrame(message: PhoenixMessage, vsn: string): string | Uint8Array {
  const { joinRef, ref, topic, event, payload } = message;
  if (vsn === "1.0.0") {
    return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
  }
  if (event === "broadcast" && payload.payload instanceof Uint8Array) {
    return encodeBinaryBroadcast(topic, String(payload.event), payload.payload);
  }
  return JSON.stringify([joinRef, ref, topic, event, payload]);
}

/** Kind 4, for a payload that came in binary and goes out as it came. */
function encodeBinaryBroadcast(topic: string, event: string, body: Uint8Array): Uint8Array {
  const topicBytes = encoder.encode(topic);
  const eventBytes = encoder.encode(event);
  const header = [KIND_USER_BROADCAST, topicBytes.length, eventBytes.length, 0, ENCODING_BINARY];
  const frame = new Uint8Array(header.length + topicBytes.length + eventBytes.length + body.length);
  frame.set(header, 0);
  frame.set(topicBytes, header.length);
  frame.set(eventBytes, header.length + topicBytes.length);
  frame.set(body, header.length + topicBytes.length + eventBytes.length);
  return frame;
}
