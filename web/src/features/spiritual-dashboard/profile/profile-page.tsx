import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
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
      {provider.isPending ? (
        <Spinner label={m.loading} />
      ) : provider.isError ? (
        <LoadError error={provider.error} onRetry={() => void provider.refetch()} />
      ) : (
        <>
          {verificationPanel(provider.data, user?.id ?? "")}
          {provider.data?.verification_status === "verified" ? (
            <TempleInvitations providerId={provider.data.id} />
          ) : null}
          <ProfileForm
            // A saved row replaces the empty form's defaults.
            key={provider.data?.id ?? "new"}
            provider={provider.data}
            kind={provider.data?.kind ?? (primaryRole === "guru" ? "guru" : "pujari")}
            userId={user?.id ?? ""}
            defaultName={typeof fullName === "string" ? fullName : ""}
          />
          {provider.data ? receivedReviews(provider.data.id) : null}
        </>
      )}
      {twoFactorSettings}
    </SpiritualShell>
  );
}
