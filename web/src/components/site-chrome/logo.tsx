import { Link } from "react-router";
import { publicPaths } from "@/config/public-paths";
import { cn } from "@/lib/utils";

/** The diya mark and wordmark; links home. `tone="light"` for dark backgrounds. */
export function Logo({
  tone = "dark",
  className,
}: {
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <Link
      to={publicPaths.home}
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight",
        tone === "dark" ? "text-secondary" : "text-saffron-50",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" width="36" height="36">
        <rect width="64" height="64" rx="14" fill="#7a1c1c" />
        <path d="M32 10c6 9 12 15 12 24a12 12 0 0 1-24 0c0-9 6-15 12-24z" fill="#ffb347" />
        <path d="M32 26c3 4 5 7 5 10a5 5 0 0 1-10 0c0-3 2-6 5-10z" fill="#b7410e" />
        <rect x="14" y="48" width="36" height="5" rx="2.5" fill="#ffb347" />
      </svg>
      Bhakti Setu
    </Link>
  );
}
