import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { toast } from "@/components/ui/use-toast";
import { MutationError } from "@/components/mutation-error";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { type Announcement, useSendAnnouncement } from "./community-api";
import { communityMessages } from "./messages";
import { schemaErrorsOf } from "../schema-errors";

const { say } = schemaErrorsOf(communityMessages);

const announcementSchema = z.object({
  title: z.string().trim().min(1, say("title")).max(120, say("titleLength")),
  body: z.string().trim().min(1, say("body")).max(1000, say("bodyLength")),
});

type Values = z.infer<typeof announcementSchema>;

/**
 * Send Notification: write, preview as followers will see it, then confirm. Followers get it in
 * the app and by e-mail; the server allows three a day.
 */
export function SendNotificationDialog({ temple }: { temple: MyTemple }) {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Announcement | null>(null);
  const send = useSendAnnouncement(temple.id);
  const m = useMessages(communityMessages).notify;
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(announcementSchema),
    defaultValues: { title: "", body: "" },
  });
  const { errors } = formState;

  function close(isOpen: boolean) {
    setOpen(isOpen);
    if (!isOpen) {
      setPreview(null);
      send.reset();
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button type="button">{m.button}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>{preview ? m.check : m.title}</DialogTitle>
        <DialogDescription>{m.receive(temple.follower_count)}</DialogDescription>
        {preview ? (
          <div className="grid gap-4">
            <article
              aria-label={m.preview}
              className="grid gap-1 rounded-lg border border-border bg-muted p-4"
            >
              <p className="text-sm text-muted-foreground" translate="no">
                {temple.name}
              </p>
              <p className="font-semibold wrap-break-word" data-user-content>
                {preview.title}
              </p>
              <p className="wrap-break-word whitespace-pre-line" data-user-content>
                {preview.body}
              </p>
            </article>
            <MutationError mutation={send} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setPreview(null)}>
                {m.edit}
              </Button>
              <Button
                type="button"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(preview, {
                    onSuccess: ({ recipientCount }) => {
                      toast({
                        title: m.sent,
                        description: m.willReceive(recipientCount),
                      });
                      reset();
                      close(false);
                    },
                  })
                }
              >
                {m.send}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={handleSubmit((values) =>
              setPreview({
                ...values,
                link: paths.exploreTemple.href(temple.slug),
              }),
            )}
          >
            <InputField label={m.titleLabel} error={errors.title?.message} {...register("title")} />
            <TextareaField
              label={m.message}
              error={errors.body?.message}
              rows={4}
              {...register("body")}
            />
            <Button type="submit" className="justify-self-start">
              {m.preview}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
