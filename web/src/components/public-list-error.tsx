import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

/** A public list that could not be read; "Try again" reloads the page's data. */
export function PublicListError({ what, path }: { what: string; path: string }) {
  const m = useMessages(componentMessages);
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <p>{m.listFailed(what)}</p>
      {/* A link to the page itself: React Router runs its loaders again. */}
      <Link to={path} replace className={buttonVariants({ variant: "outline", size: "sm" })}>
        {m.tryAgain}
      </Link>
    </div>
  );
}
