import { Spinner } from "@/components/ui/spinner";
import { LandingPage } from "@/features/landing";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Home",
    "Connect with verified gurus and pujaris, book poojas, offer prayers at 1000+ temples and watch live darshan on Bhakti Setu.",
  );

/**
 * Home (SPEC §2). Anonymous visitors get the pre-rendered landing page. When supabase-js has a
 * stored session, the head script marks <html data-stored-session> before first paint and CSS
 * shows the spinner instead (the redirect to the role's dashboard is added by the accounts work).
 */
export default function HomeRoute() {
  return (
    <>
      <div className="hidden stored-session:block">
        <Spinner className="min-h-dvh" label="Loading your dashboard" />
      </div>
      <LandingPage className="stored-session:hidden" />
    </>
  );
}
