import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

/** The part of a TanStack infinite query that "Load more" reads. */
interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list that pages 20 at a time; nothing once the last page is in. */
export function LoadMoreButton({ query, label }: { query: NextPageQuery; label: string }) {
  const m = useMessages(componentMessages);
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button
        type="button"
        variant="outline"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? m.loading : label}
      </Button>
    </div>
  );
}
