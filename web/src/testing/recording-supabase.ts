import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { beforeEach } from "vitest";

/**
 * Before each test, puts in `client.current` a supabase-js client that sends nothing: each
 * request's URL is kept in `requests`, and `reply(url)` is the JSON it answers with (none by
 * default). For tests of what a request carries; `headers` are added to every answer.
 */
export function recordingSupabase(
  client: { current: SupabaseClient | null },
  headers: Record<string, string> = {},
) {
  const recording = { requests: [] as URL[], reply: (_url: URL): unknown => [] };
  beforeEach(() => {
    recording.requests.length = 0;
    recording.reply = () => [];
    client.current = createClient("http://localhost:54321", "anon-key", {
      auth: { persistSession: false },
      global: {
        fetch: async (input: RequestInfo | URL) => {
          const url = new URL(String(input));
          recording.requests.push(url);
          return new Response(JSON.stringify(recording.reply(url)), {
            headers: { "content-type": "application/json", ...headers },
          });
        },
      },
    });
  });
  return recording;
}
