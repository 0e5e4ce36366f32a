import type { ComponentProps, ReactNode } from "react";
import { PagedCardGrid } from "@/components/paged-card-grid";
import { TitledSection } from "@/components/titled-section";

/** A titled section of a paged list's cards, busy while a page is read, with anything that leads the grid (a search, a note). */
export function PagedResultsSection<TRow extends { id: string }>({
  title,
  titleClassName,
  className,
  lead,
  ...grid
}: ComponentProps<typeof PagedCardGrid<TRow>> & {
  query: { isFetching: boolean };
  title: string;
  titleClassName?: string;
  className?: string;
  lead?: ReactNode;
}) {
  return (
    <TitledSection
      title={title}
      titleClassName={titleClassName}
      aria-busy={grid.query.isFetching}
      className={className}
    >
      {lead}
      <PagedCardGrid {...grid} />
    </TitledSection>
  );
}
