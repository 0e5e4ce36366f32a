import type { ComponentType, ReactNode } from "react";
import { SkipLink } from "@/components/ui/skip-link";
import { TopNavLinksContext } from "@/components/top-nav-links";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import { navigationFor } from "../navigation";
import { useProfileLocale } from "../use-profile-locale";
import { SignedInNav, useNavigationRole } from "./signed-in-nav";

/**
 * A signed-in user's frame around a page: Skip to content, the role's top navigation, the page
 * (whose `<main id="main">` the skip link targets). `group/frame` lets the top navigation see
 * whether the page has a sidebar. A session that still owes its two-factor code sees only the
 * code screen, on every signed-in page and after a reload: `gate` is that check, given by the app
 * (the two-factor feature's TwoFactorGate).
 */
export function SignedInFrame({
  children,
  gate: Gate,
}: {
  children: ReactNode;
  gate: ComponentType<{ children: ReactNode }>;
}) {
  useProfileLocale();
  const links = navigationFor(useNavigationRole(), useMessages(accountMessages).nav);
  return (
    <Gate>
      <TopNavLinksContext.Provider value={links}>
        <div data-slot="signed-in-frame" className="group/frame flex min-h-dvh flex-col">
          <SkipLink />
          <SignedInNav />
          <div className="flex flex-1 flex-col">{children}</div>
        </div>
      </TopNavLinksContext.Provider>
    </Gate>
  );
}
