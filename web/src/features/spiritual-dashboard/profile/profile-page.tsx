import type { ReactNode } from "react";
import { QueryContent } from "@/components/query-content";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { type MyProvider, useMyProvider } from "../api/get-my-provider";
import { SpiritualShell } from "../components/spiritual-shell";
import { TempleInvitations } from "../temples/temple-invitations";
import { profileMessages } from "./messages";
import { ProfileForm } from "./profile-form";

/**
 * /profile: the guru's or pujari's public profile and its verification. The app places the other
 * features' parts: the verification panel, the reviews received and the two-factor card.
 */
export function ProfilePage({
  verificationPanel,
  receivedReviews,
  twoFactorSettings,
}: {
  verificationPanel: (provider: MyProvider | null, userId: string) => ReactNode;
  receivedReviews: (providerId: string) => ReactNode;
  twoFactorSettings: ReactNode;
}) {
  const { user, primaryRole } = useAuth();
  const provider = useMyProvider();
  const fullName: unknown = user?.user_metadata?.full_name;
  const m = useMessages(profileMessages);
  return (
    <SpiritualShell heading={m.heading}>
      <QueryContent query={provider} loading={m.loading}>
        {(mine) => (
          <>
            {verificationPanel(mine, user?.id ?? "")}
            {mine?.verification_status === "verified" ? (
              <TempleInvitations providerId={mine.id} />
            ) : null}
            <ProfileForm
              // A saved row replaces the empty form's defaults.
              key={mine?.id ?? "new"}
              provider={mine}
              kind={mine?.kind ?? (primaryRole === "guru" ? "guru" : "pujari")}
              userId={user?.id ?? ""}
              defaultName={typeof fullName === "string" ? fullName : ""}
            />
            {mine ? receivedReviews(mine.id) : null}
          </>
        )}
      </QueryContent>
      {twoFactorSettings}
    </SpiritualShell>
  );
}
