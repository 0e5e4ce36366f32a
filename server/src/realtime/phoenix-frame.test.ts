import Serializer from "@supabase/realtime-js/dist/main/lib/serializer.js";
import { describe, expect, it } from "vitest";
import { decodeFrame, encodeFrame, FrameError } from "./phoenix-frame.ts";

// Frames round-trip with realtime-js's own serializer, both ways, text and binary.
const serializer = new Serializer();

function clientEncode(message: Record<string, unknown>): { data: Buffer; isBinary: boolean } {
  let encoded: unknown;
  serializer.encode(message as never, (result: unknown) => (encoded = result));
  return typeof encoded === "string"
    ? { data: Buffer.from(encoded), isBinary: false }
    : { data: Buffer.from(encoded as ArrayBuffer), isBinary: true };
}

function clientDecode(frame: string | Uint8Array): Record<string, unknown> {
  let decoded: unknown;
  const raw =
    typeof frame === "string"
      ? frame
      : frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength);
  serializer.decode(raw as never, (result: unknown) => (decoded = result));
  return decoded as Record<string, unknown>;
}

describe("Phoenix frames", () => {
  it("reads a client's JSON broadcast, sent as a binary frame, with its metadata", () => {
    const { data, isBinary } = clientEncode({
      join_ref: "1",
      ref: "7",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "चैट", payload: { body: "नमस्ते" } },
    });
    expect(isBinary).toBe(true);
    expect(decodeFrame(data, isBinary)).toEqual({
      joinRef: "1",
      ref: "7",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "चैट", payload: { body: "नमस्ते" } },
    });
  });

  it("relays a binary payload as a binary frame the client decodes", () => {
    const bytes = new Uint8Array([1, 2, 250]);
    const { data, isBinary } = clientEncode({
      join_ref: "1",
      ref: "2",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "blob", payload: bytes.buffer },
    });
    const message = decodeFrame(data, isBinary);
    const frame = encodeFrame({ ...message, joinRef: null, ref: null }, "2.0.0");
    expect(frame).toBeInstanceOf(Uint8Array);
    const decoded = clientDecode(frame) as { payload: { event: string; payload: ArrayBuffer } };
    expect(decoded.payload.event).toBe("blob");
    expect([...new Uint8Array(decoded.payload.payload)]).toEqual([1, 2, 250]);
  });

  it("speaks vsn 1.0.0 objects and 2.0.0 arrays", () => {
    const message = {
      joinRef: "1",
      ref: "2",
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok" },
    };
    expect(JSON.parse(encodeFrame(message, "1.0.0") as string)).toEqual({
      join_ref: "1",
      ref: "2",
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok" },
    });
    expect(clientDecode(encodeFrame(message, "2.0.0"))).toEqual({
      join_ref: "1",
      ref: "2",
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok" },
    });
    const legacy = Buffer.from(
      JSON.stringify({ topic: "phoenix", event: "heartbeat", payload: {}, ref: 3 }),
    );
    expect(decodeFrame(legacy, false)).toMatchObject({
      ref: "3",
      joinRef: null,
      event: "heartbeat",
    });
  });

  it("refuses frames that are cut short or not the protocol", () => {
    const { data } = clientEncode({
      join_ref: "1",
      ref: "2",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "x", payload: {} },
    });
    expect(() => decodeFrame(data.subarray(0, 9), true)).toThrow(FrameError);
    expect(() => decodeFrame(Buffer.from([0xff, 0xfe]), false)).toThrow(FrameError);
    expect(() => decodeFrame(Buffer.from('[null,null,"t","e",[]]'), false)).toThrow(FrameError);
  });
});
