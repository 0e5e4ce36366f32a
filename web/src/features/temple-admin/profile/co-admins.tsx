import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { RowAction } from "@/components/row-action";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { MutationError } from "@/components/mutation-error";
import { useAuth } from "@/lib/auth/auth-context";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { useChangeCoAdmins, useCoAdmins } from "./co-admins-api";
import { profileMessages } from "./messages";
import { say } from "./temple-profile-schema";

const inviteSchema = z.object({ email: z.email(say("email")) });

/** Who runs the temple with you: its administrators, open invitations, and a new invitation. */
export function CoAdmins({ templeId }: { templeId: string }) {
  const { user } = useAuth();
  const coAdmins = useCoAdmins(templeId);
  const change = useChangeCoAdmins(templeId);
  const m = useMessages(profileMessages).coAdmins;
  const { register, handleSubmit, formState, reset, setError } = useForm<{ email: string }>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "" },
  });
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryContent query={coAdmins} loading={m.loading}>
          {(admins) => (
            <>
              <ul aria-label={m.administrators} className="grid gap-2">
                {admins.admins.map((admin) => (
                  <li key={admin.user_id} className="flex flex-wrap items-center gap-2">
                    <span className="mr-auto min-w-0 wrap-anywhere" translate="no">
                      {admin.display_name} · {admin.email}
                    </span>
                    {admins.admins.length > 1 && (
                      <RowAction
                        variant="ghost"
                        disabled={change.isPending}
                        onClick={() => change.mutate({ change: "remove", userId: admin.user_id })}
                      >
                        {admin.user_id === user?.id ? m.stepDown : m.remove}
                        <span className="sr-only"> {admin.email}</span>
                      </RowAction>
                    )}
                  </li>
                ))}
              </ul>
              {admins.invites.length > 0 && (
                <ul aria-label={m.openInvitations} className="grid gap-2">
                  {admins.invites.map((invite) => (
                    <li key={invite.id} className="flex flex-wrap items-center gap-2">
                      <span className="mr-auto min-w-0 wrap-anywhere">
                        {invite.email} · {m.invitedUntil(formatIstDateTime(invite.expires_at))}
                      </span>
                      <RowAction
                        variant="ghost"
                        disabled={change.isPending}
                        onClick={() => change.mutate({ change: "withdraw", inviteId: invite.id })}
                      >
                        {m.withdraw}
                        <span className="sr-only"> {invite.email}</span>
                      </RowAction>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryContent>
        <MutationError mutation={change} />
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={handleSubmit(async ({ email }) => {
            try {
              await change.mutateAsync({ change: "invite", email });
              toast({
                title: m.sent,
                description: m.canAccept(email),
              });
              reset();
            } catch (error) {
              setError("email", { message: describeServerError(error) });
            }
          })}
        >
          <FormField
            label={m.inviteByEmail}
            hint={m.inviteHint}
            error={formState.errors.email?.message}
            className="min-w-0 flex-1 basis-56"
          >
            {(field) => <Input {...field} type="email" autoComplete="off" {...register("email")} />}
          </FormField>
          <Button type="submit" disabled={formState.isSubmitting}>
            {m.invite}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
