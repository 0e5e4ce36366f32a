import { Link } from "react-router";

/** A sentence with one link inside it, as the messages split it: the words before, the link's, after. */
export function LinkedSentence({
  words,
  to,
  className,
  linkClassName,
}: {
  words: { before: string; link: string; after: string };
  to: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <p className={className}>
      {words.before}
      <Link to={to} className={linkClassName}>
        {words.link}
      </Link>
      {words.after}
    </p>
  );
}
