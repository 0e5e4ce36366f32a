import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { formatCount } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { type Announcement, useSendAnnouncement } from "./community-api";

const announcementSchema = z.object({
  title: z.string().trim().min(1, "Write a title").max(120, "Keep the title under 120 characters"),
  body: z
    .string()
    .trim()
    .min(1, "Write the message")
    .max(1000, "Keep the message under 1000 characters"),
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
        <Button type="button">Send Notification</Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>{preview ? "Check and send" : "Notify your followers"}</DialogTitle>
        <DialogDescription>
          {formatCount(temple.follower_count)}{" "}
          {temple.follower_count === 1 ? "follower receives" : "followers receive"} it in the app
          and by e-mail. You can send three notifications a day.
        </DialogDescription>
        {preview ? (
          <div className="grid gap-4">
            <article
              aria-label="Preview"
              className="grid gap-1 rounded-lg border border-border bg-muted p-4"
            >
              <p className="text-sm text-muted-foreground">{temple.name}</p>
              <p className="font-semibold wrap-break-word">{preview.title}</p>
              <p className="wrap-break-word whitespace-pre-line">{preview.body}</p>
            </article>
            {send.isError && (
              <p role="alert" className="text-sm text-destructive">
                {describeServerError(send.error)}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setPreview(null)}>
                Edit
              </Button>
              <Button
                type="button"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(preview, {
                    onSuccess: ({ recipientCount }) => {
                      toast({
                        title: "Notification sent",
                        description: `${formatCount(recipientCount)} ${recipientCount === 1 ? "follower" : "followers"} will receive it.`,
                      });
                      reset();
                      close(false);
                    },
                  })
                }
              >
                Send to followers
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
            <FormField label="Title" error={errors.title?.message}>
              {(field) => <Input {...field} {...register("title")} />}
            </FormField>
            <FormField label="Message" error={errors.body?.message}>
              {(field) => <Textarea {...field} rows={4} {...register("body")} />}
            </FormField>
            <Button type="submit" className="justify-self-start">
              Preview
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
