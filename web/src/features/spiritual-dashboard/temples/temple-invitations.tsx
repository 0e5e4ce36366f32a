import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { ActionName } from "../components/action-name";
import { templeInvitationsMessages } from "./messages";

interface TempleLink {
  temple_id: string;
  status: "invited" | "accepted" | "declined";
  temples: { name: string; slug: string; city: string | null };
}

const key = (providerId: string) => ["my-temple-links", providerId] as const;

function useMyTempleLinks(providerId: string) {
  return useQuery(
    queryOptions({
      queryKey: key(providerId),
      queryFn: async () => {
        const supabase = await getSupabase();
        return throwOnServerError(
          await supabase
            .from("temple_providers")
            .select("temple_id, status, temples(name, slug, city)")
            .eq("provider_id", providerId)
            .neq("status", "declined")
            .order("created_at", { ascending: false }),
        ) as unknown as TempleLink[];
      },
    }),
  );
}

type Answer = { templeId: string } & ({ answer: "accept" | "decline" } | { answer: "leave" });

function useAnswer(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Answer) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await (input.answer === "leave"
          ? supabase.rpc("remove_temple_provider", {
              temple_id: input.templeId,
              provider_id: providerId,
            })
          : supabase.rpc("respond_to_temple_invitation", {
              temple_id: input.templeId,
              accept: input.answer === "accept",
            })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(providerId) }),
  });
}

/** Temples that invited the provider (accept or decline) and those they serve at (leave). */
export function TempleInvitations({ providerId }: { providerId: string }) {
  const links = useMyTempleLinks(providerId);
  const answer = useAnswer(providerId);
  const m = useMessages(templeInvitationsMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.heading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {answer.isError && (
          <p role="alert" className="text-sm text-destructive">
            {describeServerError(answer.error)}
          </p>
        )}
        {links.isPending ? (
          <Spinner label={m.loading} />
        ) : links.isError ? (
          <LoadError error={links.error} onRetry={() => void links.refetch()} />
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.none}</p>
        ) : (
          <ul className="grid gap-2">
            {links.data.map((link) => (
              <li
                key={link.temple_id}
                className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3"
              >
                <span className="mr-auto">
                  <Link
                    to={paths.exploreTemple.href(link.temples.slug)}
                    className="underline"
                    translate="no"
                  >
                    {link.temples.name}
                  </Link>
                  {link.status === "invited" ? m.invites : m.serving}
                </span>
                {link.status === "invited" ? (
                  <>
                    <Button
                      type="button"
                      size="sm"
                      disabled={answer.isPending}
                      onClick={() =>
                        answer.mutate(
                          { templeId: link.temple_id, answer: "accept" },
                          {
                            onSuccess: () =>
                              toast({
                                title: messagesOf(templeInvitationsMessages).joined(
                                  link.temples.name,
                                ),
                              }),
                          },
                        )
                      }
                    >
                      <ActionName action={m.accept} subject={link.temples.name} />
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ templeId: link.temple_id, answer: "decline" })}
                    >
                      <ActionName action={m.decline} subject={link.temples.name} />
                    </Button>
                  </>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ templeId: link.temple_id, answer: "leave" })}
                  >
                    <ActionName action={m.leave} subject={link.temples.name} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
