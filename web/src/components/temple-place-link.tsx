import { Link } from "react-router";
import { paths } from "@/config/paths";

/** A temple's name as a link to its page, then its city: both as the temple wrote them. */
export function TemplePlaceLink({
  temple,
}: {
  temple: { slug: string; name: string; city: string | null };
}) {
  return (
    <>
      <Link className="underline" to={paths.exploreTemple.href(temple.slug)} translate="no">
        {temple.name}
      </Link>
      <span translate="no">{temple.city ? `, ${temple.city}` : ""}</span>
    </>
  );
}
