import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth";
import { TwoFactorSettings } from "@/features/two-factor";
import { VerificationPanel } from "@/features/verification";
import { useMessages } from "@/lib/i18n/use-messages";
import { useMyTemple } from "../api/get-my-temple";
import { TempleShell } from "../components/temple-shell";
import { CoAdmins } from "./co-admins";
import { profileMessages } from "./messages";
import { TempleProfileForm } from "./temple-profile-form";

/** /temple-admin/profile: the temple's public profile and its verification. */
export function TempleProfilePage() {
  const { user } = useAuth();
  const temple = useMyTemple();
  const m = useMessages(profileMessages);
  return (
    <TempleShell heading={m.heading}>
      {temple.isPending ? (
        <Spinner label={m.loading} />
      ) : temple.isError ? (
        <LoadError error={temple.error} onRetry={() => void temple.refetch()} />
      ) : (
        <>
          <VerificationPanel kind="temple" subject={temple.data} userId={user?.id ?? ""} />
          <TempleProfileForm
            // A saved row replaces the empty form's defaults.
            key={temple.data?.id ?? "new"}
            temple={temple.data}
            userId={user?.id ?? ""}
          />
          {temple.data ? <CoAdmins templeId={temple.data.id} /> : null}
        </>
      )}
      <TwoFactorSettings />
    </TempleShell>
  );
}
