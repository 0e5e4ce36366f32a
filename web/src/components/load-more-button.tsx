import { Button } from "@/components/ui/button";

/** The part of a TanStack infinite query that "Load more" reads. */
interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list that pages 20 at a time; nothing once the last page is in. */
export function LoadMoreButton({ query, label }: { query: NextPageQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button
        type="button"
        variant="outline"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? "Loading…" : label}
      </Button>
    </div>
  );
}
