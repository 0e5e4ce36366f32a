import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { MainContent } from "@/components/page-main";
import { publicPaths } from "@/config/public-paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { notFoundMessages } from "../messages";

/**
 * Any path that is no route of the app (SPEC §2 Not-found page). The server answers it with 404.
 * Anonymous visitors get the specification's page; a signed-in user, whose screens are all on the
 * web, gets the way back instead: `dashboard` (theirs) and Back.
 */
export function NotFoundPage({ dashboard }: { dashboard?: string }) {
  const m = useMessages(notFoundMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  // "default" is the entry the app opened on: there is no page of ours to go back to.
  const canGoBack = location.key !== "default";
  return (
    <MainContent className="flex min-h-dvh flex-1 items-center justify-center px-4 py-10 in-data-[slot=signed-in-frame]:min-h-0">
      <div className="grid max-w-lg justify-items-center gap-6 text-center">
        <h1 className="grid gap-2 text-secondary">
          <span className="text-7xl font-extrabold text-primary">404</span>{" "}
          <span className="text-3xl font-extrabold">{m.title}</span>
        </h1>
        <p className="text-lg text-muted-foreground">{dashboard ? m.signedInBody : m.body}</p>
        {dashboard ? (
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={dashboard} className={buttonVariants({ size: "lg" })}>
              {m.dashboard}
            </Link>
            {canGoBack ? (
              <Button variant="outline" size="lg" onClick={() => void navigate(-1)}>
                {m.back}
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            <AppDownloadButton size="lg">{m.download}</AppDownloadButton>
            <Link
              to={publicPaths.home}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {m.home}
            </Link>
          </div>
        )}
      </div>
    </MainContent>
  );
}
