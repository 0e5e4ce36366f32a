import { useState } from "react";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { SavingForm } from "@/components/saving-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { WatchingNow } from "@/components/watching-now";
import { MutationError } from "@/components/mutation-error";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import type { MyTemple } from "../api/get-my-temple";
import { liveMessages } from "./messages";
import { useTempleLiveMutations, useTempleLiveSession } from "./temple-live-api";

/** Messages are read when a value is checked, so they follow the current language. */
const goLiveSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => messagesOf(liveMessages).errors.title })
    .max(160),
  kind: z.enum(["darshan", "aarti"]),
  stream_url: z
    .string()
    .trim()
    .regex(/^https:\/\/[^/?#\s]+([/?#]\S*)?$/, {
      error: () => messagesOf(liveMessages).errors.link,
    }),
});

function GoLiveForm({ temple, onDone }: { temple: MyTemple; onDone: () => void }) {
  const { start } = useTempleLiveMutations(temple.id);
  const m = useMessages(liveMessages);
  const form = useSavingForm({
    schema: goLiveSchema,
    defaultValues: { title: "", kind: "darshan", stream_url: "" },
    save: (values) => start.mutateAsync(values),
    onSaved: () => {
      toast({ title: m.live, description: m.liveDescription });
      onDone();
    },
  });
  const { register, errors } = form;
  return (
    <SavingForm form={form} label={m.goLiveNow}>
      <FormField label={m.title} error={errors.title?.message}>
        {(field) => <Input {...field} {...register("title")} />}
      </FormField>
      <FormField label={m.what} error={errors.kind?.message}>
        {(field) => (
          <NativeSelect {...field} {...register("kind")}>
            <option value="darshan">{m.darshan}</option>
            <option value="aarti">{m.aarti}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField label={m.link} hint={m.linkHint} error={errors.stream_url?.message}>
        {(field) => <Input {...field} inputMode="url" {...register("stream_url")} />}
      </FormField>
    </SavingForm>
  );
}

/** Go Live: start the temple's darshan or aarti with its link, or end the one that is live. */
export function GoLiveDialog({ temple }: { temple: MyTemple }) {
  const [open, setOpen] = useState(false);
  const live = useTempleLiveSession(temple.id);
  const { end } = useTempleLiveMutations(temple.id);
  const session = live.data ?? null;
  const m = useMessages(liveMessages);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={session ? "destructive" : "default"}>
          {session ? m.endLive : m.goLive}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>{session ? m.endTitle(session.title) : m.goLiveTitle}</DialogTitle>
        <DialogDescription>
          {temple.verification_status === "verified" ? m.verified : m.unverified}
        </DialogDescription>
        {session ? (
          <div className="grid justify-items-start gap-3">
            <WatchingNow
              sessionId={session.id}
              storedCount={session.viewer_count}
              className="font-semibold"
            />
            <p>{m.stopsAtOnce}</p>
            <MutationError mutation={end} />
            <Button
              type="button"
              variant="destructive"
              disabled={end.isPending}
              onClick={() =>
                end.mutate(session.id, {
                  onSuccess: () => {
                    toast({ title: m.ended });
                    setOpen(false);
                  },
                })
              }
            >
              {m.end}
            </Button>
          </div>
        ) : (
          open && <GoLiveForm temple={temple} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
