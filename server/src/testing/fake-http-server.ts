import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** A request as the fake provider saw it. */
export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the fake provider answers: a status and a body sent as JSON. */
export interface FakeReply {
  status: number;
  body: unknown;
}

/** The whole text of a request's body. */
export function readRequestText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text));
  });
}

/**
 * A loopback HTTP server standing in for a provider's API (Twilio, MSG91), started before the
 * calling file's tests and closed after them: `answer` replies to each request. The returned
 * object's `url` is filled in by the beforeAll.
 */
export function useFakeHttpServer(answer: (request: FakeRequest) => FakeReply): { url: string } {
  const fake = { url: "" };
  const http = createServer(async (request, response) => {
    const body = await readRequestText(request);
    const reply = answer({ path: request.url ?? "", headers: request.headers, body });
    response.writeHead(reply.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    fake.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));
  return fake;
}
