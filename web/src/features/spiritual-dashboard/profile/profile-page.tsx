import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth";
import { ReceivedReviews } from "@/features/reviews";
import { TwoFactorSettings } from "@/features/two-factor";
import { useMessages } from "@/lib/i18n/use-messages";
import { VerificationPanel } from "@/features/verification";
import { useMyProvider } from "../api/get-my-provider";
import { SpiritualShell } from "../components/spiritual-shell";
import { TempleInvitations } from "../temples/temple-invitations";
import { profileMessages } from "./messages";
import { ProfileForm } from "./profile-form";

/** /profile: the guru's or pujari's public profile and its verification. */
export function ProfilePage() {
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
          <VerificationPanel kind="provider" subject={provider.data} userId={user?.id ?? ""} />
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
          {provider.data ? (
            <ReceivedReviews host={{ kind: "provider", id: provider.data.id }} />
          ) : null}
        </>
      )}
      <TwoFactorSettings />
    </SpiritualShell>
  );
}
