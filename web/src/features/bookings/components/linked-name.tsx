import { Link } from "react-router";
import { paths } from "@/config/paths";

/** A name in a sentence that links to its page, between the words around it ("with …", "at …"). */
function LinkedName({
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

/** The guru or pujari an offering or booking is with, linking to their page. */
export function ProviderName({
  provider,
  words,
}: {
  provider: { slug: string; display_name: string };
  words: readonly string[];
}) {
  return (
    <LinkedName
      words={words}
      to={paths.connectProvider.href(provider.slug)}
      name={provider.display_name}
    />
  );
}

/** The temple an offering or booking is with, linking to its page. */
export function TempleName({
  temple,
  words,
}: {
  temple: { slug: string; name: string };
  words: readonly string[];
}) {
  return <LinkedName words={words} to={paths.exploreTemple.href(temple.slug)} name={temple.name} />;
}
