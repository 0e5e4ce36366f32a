import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, ShownDialog } from "@/components/ui/dialog";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { findMeetingLinkProblem } from "@/lib/meeting-link";
import {
  fetchOfferingMeetingLink,
  ONLINE_MEETING_KINDS,
  type OnlineMeetingKind,
  setOfferingMeeting,
} from "@/lib/offering-meeting";
import { describeServerError } from "@/lib/server-error";
import { offeringMeetingMessages } from "./offering-meeting-editor.messages";

/**
 * How an offering's sessions happen, and (online) the host's choice of a private room per
 * booking, their own video link, or a phone call. `listKey` is the query the host's list reads,
 * refreshed once the choice is saved.
 */
export function OfferingMeetingEditor({
  offeringId,
  mode,
  meetingKind,
  listKey,
}: {
  offeringId: string;
  mode: "online" | "offline" | "both";
  meetingKind: OnlineMeetingKind;
  listKey: readonly unknown[];
}) {
  const m = useMessages(offeringMeetingMessages);
  const [isOpen, setOpen] = useState(false);
  if (mode === "offline") return <p>{m.atAddress}</p>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p>
        {m.label} {m.kinds[meetingKind]}
      </p>
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => setOpen(true)}>
        {m.change}
      </Button>
      {isOpen ? (
        <MeetingDialog
          offeringId={offeringId}
          meetingKind={meetingKind}
          listKey={listKey}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function MeetingDialog({
  offeringId,
  meetingKind,
  listKey,
  onClose,
}: {
  offeringId: string;
  meetingKind: OnlineMeetingKind;
  listKey: readonly unknown[];
  onClose: () => void;
}) {
  const m = useMessages(offeringMeetingMessages);
  const id = useId();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: ["offering-meeting-link", offeringId],
    queryFn: () => fetchOfferingMeetingLink(offeringId),
  });
  const [kind, setKind] = useState<OnlineMeetingKind>(meetingKind);
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: setOfferingMeeting,
    onSuccess: async () => {
      await Promise.all(
        [listKey, ["offering-meeting-link", offeringId]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      toast({ title: messagesOf(offeringMeetingMessages).saved });
      onClose();
    },
    onError: (failure) => setError(describeServerError(failure)),
  });
  const shownLink = link ?? current.data ?? "";
  return (
    <ShownDialog title={m.title} description={m.description} onClose={onClose}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (kind === "video_link") {
            const problem = findMeetingLinkProblem(shownLink, window.location.origin);
            if (problem) return setError(m[problem]);
          }
          save.mutate({
            offeringId,
            kind,
            link: kind === "video_link" ? shownLink.trim() : null,
          });
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">{m.legend}</legend>
          {ONLINE_MEETING_KINDS.map((value) => (
            <div key={value} className="flex items-start gap-2">
              <input
                type="radio"
                id={`${id}-${value}`}
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  setError(undefined);
                }}
                aria-describedby={`${id}-${value}-hint`}
                className="mt-1 size-4 accent-primary"
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${value}`}>{m.kinds[value]}</Label>
                <p id={`${id}-${value}-hint`} className="text-sm text-muted-foreground">
                  {m.hints[value]}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {kind === "video_link" ? (
          current.isPending ? (
            <Spinner label={m.loadingLink} />
          ) : (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-link`}>{m.link}</Label>
              <p id={`${id}-link-hint`} className="text-sm text-muted-foreground">
                {m.linkHint}
              </p>
              <Input
                id={`${id}-link`}
                type="url"
                inputMode="url"
                maxLength={2048}
                value={shownLink}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-link-hint ${id}-error` : `${id}-link-hint`}
                onChange={(event) => {
                  setLink(event.target.value);
                  setError(undefined);
                }}
              />
            </div>
          )
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {m.save}
          </Button>
        </DialogFooter>
      </form>
    </ShownDialog>
  );
}
