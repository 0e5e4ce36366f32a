import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { askSupabase } from "@/lib/supabase-request";

/** How an offering's online sessions happen (offline ones are always at the address). */
export const ONLINE_MEETING_KINDS = ["private_room", "video_link", "phone_call"] as const;
export type OnlineMeetingKind = (typeof ONLINE_MEETING_KINDS)[number];

/** The host's own video link of an offering, which only the host reads; null when none. */
export async function fetchOfferingMeetingLink(offeringId: string): Promise<string | null> {
  const supabase = await getSupabase();
  const row = throwOnServerError(
    await supabase
      .from("offering_meeting_links")
      .select("url")
      .eq("offering_id", offeringId)
      .maybeSingle(),
  );
  return row?.url ?? null;
}

/** rpc set_offering_meeting: checks the link (https, not this site) and keeps it private. */
export async function setOfferingMeeting(input: {
  offeringId: string;
  kind: OnlineMeetingKind;
  link: string | null;
}) {
  await askSupabase((supabase) =>
    supabase.rpc("set_offering_meeting", {
      offering_id: input.offeringId,
      kind: input.kind,
      link: input.link,
    }),
  );
}
