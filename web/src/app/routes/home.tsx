import { HomeGate } from "@/features/auth/public";
import { LandingPage } from "@/features/landing";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Home",
    "Connect with verified gurus and pujaris, book poojas, offer prayers at 1000+ temples and watch live darshan on Bhakti Setu.",
  );

/**
 * Home (SPEC §2). Anonymous visitors get the pre-rendered landing page. A signed-in user sees a
 * spinner, then goes to the primary role's dashboard (or to role assignment without a role).
 * When supabase-js has a stored session, the head script marks <html data-stored-session> before
 * first paint and CSS shows HomeGate's spinner instead of the landing, so it never flashes.
 */
export default function HomeRoute() {
  return (
    <HomeGate>
      <LandingPage />
    </HomeGate>
  );
}
