import { Link } from "react-router";

/** A name in a sentence that links to its page, between the words around it ("with …", "at …"). */
export function LinkedName({
  words: [before, after],
  to,
  name,
}: {
  words: readonly string[];
  to: string;
  name: string;
}) {
  return (
    <>
      {before}
      <Link to={to} className="text-primary underline" translate="no">
        {name}
      </Link>
      {after}
    </>
  );
}
