// Turns the page table (requests.ts) into requests sent as-is: each supabase-js call runs once
// against a fetch that only records what the library would send, so the load loop replays the
// exact method, URL, headers and body without the client's own per-call work.
import { createClient } from "@supabase/supabase-js";
import type { BenchIds, PageSpec } from "./requests.ts";

/** One HTTP request exactly as supabase-js builds it. */
export interface CapturedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A page ready to replay: its steps, each step's requests sent together. */
export interface CapturedPage {
  spec: PageSpec;
  steps: CapturedRequest[][];
}

/** The session headers each page is sent with. */
export interface Sessions {
  anonKey: string;
  accessTokens: Record<PageSpec["as"], string>;
}

async function captureCall(
  call: PageSpec["steps"][number][number],
  base: string,
  anonKey: string,
  accessToken: string,
  ids: BenchIds,
  now: Date,
): Promise<CapturedRequest> {
  let captured: CapturedRequest | undefined;
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    captured = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      ...(init?.body !== undefined && init.body !== null && { body: String(init.body) }),
    };
    return new Response("[]", { status: 200, headers: { "content-type": "application/json" } });
  };
  const supabase = createClient(base, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // As web/src/lib/supabase-client.ts: the session's token as bearer, the web's client info.
    global: {
      fetch: recordingFetch,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        "X-Client-Info": "supabase-js-web/2.119.1",
      },
    },
  });
  await call(supabase, ids, now);
  if (!captured) throw new Error("a page's call sent no request");
  return captured;
}

/** Every page's requests, built once with the same `now` (the web reads the clock per call). */
export async function capturePages(
  pages: readonly PageSpec[],
  base: string,
  sessions: Sessions,
  ids: BenchIds,
  now = new Date(),
): Promise<CapturedPage[]> {
  return Promise.all(
    pages.map(async (spec) => ({
      spec,
      steps: await Promise.all(
        spec.steps.map((step) =>
          Promise.all(
            step.map((call) =>
              captureCall(call, base, sessions.anonKey, sessions.accessTokens[spec.as], ids, now),
            ),
          ),
        ),
      ),
    })),
  );
}

/** Sends one request and reads its whole answer; anything but 2xx throws with the answer. */
async function send(request: CapturedRequest): Promise<Response & { bytes: ArrayBuffer }> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined && { body: request.body }),
  });
  const bytes = await response.arrayBuffer();
  if (!response.ok) {
    const text = new TextDecoder().decode(bytes).slice(0, 300);
    throw new Error(`${request.method} ${request.url}: ${response.status} ${text}`);
  }
  return Object.assign(response, { bytes });
}

/** Loads the page once: its steps in order, each step's requests at once. */
export async function loadPage(page: CapturedPage): Promise<void> {
  for (const step of page.steps) await Promise.all(step.map(send));
}

/**
 * The rows each of the page's requests answers ("21", "1 | 2, 0" for steps and their requests),
 * printed beside the figures so a page that reads nothing (a seed its policies hide) is seen.
 */
export async function countPageRows(page: CapturedPage): Promise<string> {
  const steps: string[] = [];
  for (const step of page.steps) {
    const counts = await Promise.all(
      step.map(async (request) => {
        const response = await send(request);
        const total = response.headers.get("content-range")?.split("/")[1];
        if (request.method === "HEAD") return total ?? "?";
        const body: unknown = JSON.parse(new TextDecoder().decode(response.bytes) || "null");
        return String(Array.isArray(body) ? body.length : body === null ? 0 : 1);
      }),
    );
    steps.push(counts.join(", "));
  }
  return steps.join(" | ");
}
