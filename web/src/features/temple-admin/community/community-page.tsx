import { QueryContent } from "@/components/query-content";
import { LoadMoreButton } from "@/components/load-more-button";
import { TitledSection } from "@/components/titled-section";
import { formatCount, formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { TemplePage } from "../components/temple-page";
import { useTempleFollowers } from "./community-api";
import { communityMessages } from "./messages";
import { SendNotificationDialog } from "./send-notification-dialog";

function Followers({ temple }: { temple: MyTemple }) {
  const followers = useTempleFollowers(temple.id);
  const rows = followers.data?.pages.flatMap((page) => page.followers) ?? [];
  const m = useMessages(communityMessages);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <p className="mr-auto text-lg">
          <strong>{formatCount(temple.follower_count)}</strong>{" "}
          {m.followerCount(temple.follower_count)}
        </p>
        <SendNotificationDialog temple={temple} />
      </div>
      <TitledSection title={m.followers} className="grid gap-3">
        <p className="text-sm text-muted-foreground">{m.privacy}</p>
        <QueryContent
          query={followers}
          loading={m.loading}
          isEmpty={() => rows.length === 0}
          empty={<p className="rounded-lg border border-border p-4">{m.none}</p>}
        >
          {() => (
            <>
              <ul className="grid gap-2 sm:grid-cols-2">
                {rows.map((follower, index) => (
                  <li
                    // Followers carry no id here on purpose; the list is ordered and append-only.
                    key={`${follower.followed_at}-${index}`}
                    className="rounded-lg border border-border p-3"
                  >
                    <p className="font-medium wrap-break-word" translate="no">
                      {follower.display_name}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {m.since(formatIstDateTime(follower.followed_at))}
                    </p>
                  </li>
                ))}
              </ul>
              <LoadMoreButton query={followers} label={m.loadMore} />
            </>
          )}
        </QueryContent>
      </TitledSection>
    </div>
  );
}

/** /temple-admin/community: who follows the temple, and notifications to them. */
export function CommunityPage() {
  const m = useMessages(communityMessages);
  return <TemplePage heading={m.heading}>{(temple) => <Followers temple={temple} />}</TemplePage>;
}
