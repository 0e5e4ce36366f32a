import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";

/** A public list that could not be read; "Try again" reloads the page's data. */
export function PublicListError({ what, path }: { what: string; path: string }) {
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <p>The {what} could not be loaded. Check your connection, then try again.</p>
      {/* A link to the page itself: React Router runs its loaders again. */}
      <Link to={path} replace className={buttonVariants({ variant: "outline", size: "sm" })}>
        Try again
      </Link>
    </div>
  );
}
