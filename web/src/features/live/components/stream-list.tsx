import type { ReactNode } from "react";

/**
 * A list of /live's streams, or `none` (what to say and where to look) when there are none. Items
 * are keyed by position, as the gurus' cards are: the database's rows update them in place.
 */
export function StreamList<TStream>({
  streams,
  none,
  className,
  itemClassName,
  children,
}: {
  streams: readonly TStream[];
  none: ReactNode;
  className: string;
  itemClassName?: string;
  children: (stream: TStream, index: number) => ReactNode;
}) {
  if (streams.length === 0) return <p className="mt-4">{none}</p>;
  return (
    <ul className={className}>
      {streams.map((stream, index) => (
        <li key={index} className={itemClassName}>
          {children(stream, index)}
        </li>
      ))}
    </ul>
  );
}
