import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
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
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { type GoLiveInput, useTempleLiveMutations, useTempleLiveSession } from "./temple-live-api";

const goLiveSchema = z.object({
  title: z.string().trim().min(1, "Name the stream, e.g. Sandhya Aarti").max(160),
  kind: z.enum(["darshan", "aarti"]),
  stream_url: z
    .string()
    .trim()
    .regex(/^https:\/\/[^/?#\s]+([/?#]\S*)?$/, "Paste the stream's link, starting https://"),
});

function GoLiveForm({ temple, onDone }: { temple: MyTemple; onDone: () => void }) {
  const { start } = useTempleLiveMutations(temple.id);
  const { register, handleSubmit, formState, setError } = useForm<GoLiveInput>({
    resolver: zodResolver(goLiveSchema),
    defaultValues: { title: "", kind: "darshan", stream_url: "" },
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async (values) => {
        try {
          await start.mutateAsync(values);
          toast({ title: "You are live", description: "Devotees see the stream on Live." });
          onDone();
        } catch (error) {
          setError("root", { message: describeServerError(error) });
        }
      })}
    >
      <FormField label="Title" error={errors.title?.message}>
        {(field) => <Input {...field} {...register("title")} />}
      </FormField>
      <FormField label="What you stream" error={errors.kind?.message}>
        {(field) => (
          <NativeSelect {...field} {...register("kind")}>
            <option value="darshan">Darshan</option>
            <option value="aarti">Aarti</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Stream link"
        hint="The YouTube live link, or any https page devotees watch it on"
        error={errors.stream_url?.message}
      >
        {(field) => <Input {...field} inputMode="url" {...register("stream_url")} />}
      </FormField>
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={"Go live now"}
      />
    </form>
  );
}

/** Go Live: start the temple's darshan or aarti with its link, or end the one that is live. */
export function GoLiveDialog({ temple }: { temple: MyTemple }) {
  const [open, setOpen] = useState(false);
  const live = useTempleLiveSession(temple.id);
  const { end } = useTempleLiveMutations(temple.id);
  const session = live.data ?? null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={session ? "destructive" : "default"}>
          {session ? "End live" : "Go Live"}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>{session ? `End ${session.title}?` : "Go live"}</DialogTitle>
        <DialogDescription>
          {temple.verification_status === "verified"
            ? "The stream shows on Live with the temple as its host."
            : "Devotees see the temple's streams once the temple is verified; until then only you do."}
        </DialogDescription>
        {session ? (
          <div className="grid justify-items-start gap-3">
            <p>Devotees stop seeing it on Live at once.</p>
            {end.isError && (
              <p role="alert" className="text-sm text-destructive">
                {describeServerError(end.error)}
              </p>
            )}
            <Button
              type="button"
              variant="destructive"
              disabled={end.isPending}
              onClick={() =>
                end.mutate(session.id, {
                  onSuccess: () => {
                    toast({ title: "Stream ended" });
                    setOpen(false);
                  },
                })
              }
            >
              End the stream
            </Button>
          </div>
        ) : (
          open && <GoLiveForm temple={temple} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
