import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { RecordList } from "@/components/record-list";
import { Button } from "@/components/ui/button";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/auth-context";
import type { Database } from "@/lib/database";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { invitationsMessages } from "./messages";

type Invitation = Database["public"]["Functions"]["my_temple_admin_invites"]["Returns"][number];

function useMyInvitations() {
  return useQuery(
    queryOptions({
      queryKey: ["my-temple-admin-invites"] as const,
      queryFn: async () => {
        const supabase = await getSupabase();
        return throwOnServerError(await supabase.rpc("my_temple_admin_invites"));
      },
    }),
  );
}

/**
 * /temple-invitations: invitations to co-administer a temple sent to the signed-in user's
 * confirmed address. Accepting adds the temple admin role when the user does not hold it yet.
 */
export function TempleInvitationsPage() {
  const { roles, addRole } = useAuth();
  const navigate = useNavigate();
  const invitations = useMyInvitations();
  const m = useMessages(invitationsMessages);
  const accept = useMutation({
    mutationFn: async (invitation: Invitation) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await supabase.rpc("accept_temple_admin_invite", { invite_id: invitation.id }),
      );
      if (!roles.some(({ role }) => role === "temple_admin")) {
        const { error } = await addRole("temple_admin", roles.length === 0);
        if (error) throw error;
      }
    },
    onSuccess: (_data, invitation) => {
      toast({ title: m.accepted(invitation.temple_name) });
      void navigate(paths.templeAdmin);
    },
  });
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 outline-none"
    >
      <h1 className="text-2xl font-bold md:text-3xl">{m.heading}</h1>
      {accept.isError && (
        <p role="alert" className="text-destructive">
          {describeServerError(accept.error)}
        </p>
      )}
      <RecordList
        query={invitations}
        loading={m.loading}
        empty={<p>{m.none}</p>}
        className="grid gap-3"
        itemClassName="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4"
      >
        {(invitation) => (
          <>
            <span className="mr-auto">
              <strong translate="no">{invitation.temple_name}</strong>
              {m.invites(formatIstDateTime(invitation.expires_at))}
            </span>
            <Button
              type="button"
              disabled={accept.isPending}
              onClick={() => accept.mutate(invitation)}
            >
              {m.accept}
              <span className="sr-only" translate="no">
                {" "}
                {invitation.temple_name}
              </span>
            </Button>
          </>
        )}
      </RecordList>
    </main>
  );
}
