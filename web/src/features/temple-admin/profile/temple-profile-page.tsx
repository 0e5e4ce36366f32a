import type { ReactNode } from "react";
import { QueryContent } from "@/components/query-content";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { type MyTemple, useMyTemple } from "../api/get-my-temple";
import { TempleShell } from "../components/temple-shell";
import { CoAdmins } from "./co-admins";
import { profileMessages } from "./messages";
import { TempleProfileForm } from "./temple-profile-form";

/**
 * /temple-admin/profile: the temple's public profile and its verification. The app places the
 * other features' parts: the verification panel and the two-factor card.
 */
export function TempleProfilePage({
  verificationPanel,
  twoFactorSettings,
}: {
  verificationPanel: (temple: MyTemple | null, userId: string) => ReactNode;
  twoFactorSettings: ReactNode;
}) {
  const { user } = useAuth();
  const temple = useMyTemple();
  const m = useMessages(profileMessages);
  return (
    <TempleShell heading={m.heading}>
      <QueryContent query={temple} loading={m.loading}>
        {(mine) => (
          <>
            {verificationPanel(mine, user?.id ?? "")}
            <TempleProfileForm
              // A saved row replaces the empty form's defaults.
              key={mine?.id ?? "new"}
              temple={mine}
              userId={user?.id ?? ""}
            />
            {mine ? <CoAdmins templeId={mine.id} /> : null}
          </>
        )}
      </QueryContent>
      {twoFactorSettings}
    </TempleShell>
  );
}
