import { LinkTile } from "@/components/action-tile";
import { TitledSection } from "@/components/titled-section";

/** A dashboard's titled grid of link tiles, each a place to go with a line on what is there. */
export function LinkTileSection({
  title,
  titleClassName = "mb-3 text-lg font-semibold",
  gridClassName,
  tiles,
}: {
  title: string;
  titleClassName?: string;
  /** The grid's columns at each width. */
  gridClassName: string;
  tiles: { to: string; title: string; description: string }[];
}) {
  return (
    <TitledSection title={title} titleClassName={titleClassName}>
      <ul className={`grid gap-4 ${gridClassName}`}>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <LinkTile {...tile} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
