import type { PlatformWorld } from "./platform-world.ts";

/** The guru's live aarti an hour from now, put on air with a stream link; `values` override. */
export async function startLiveSession(
  world: PlatformWorld,
  values: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await world.guru.client
    .from("live_sessions")
    .insert({
      provider_id: world.providerId,
      title: "Sandhya Aarti",
      kind: "aarti",
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ...values,
    })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  const live = await world.guru.client.rpc("set_live_session_status", {
    session_id: data.id,
    status: "live",
    stream_url: "https://www.youtube.com/live/abc",
  });
  if (live.error) throw new Error(live.error.message);
  return data.id as string;
}
