import { type ComponentProps, useState } from "react";

import { ImageUpload } from "@/components/image-upload";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { IMAGE_BUCKETS } from "@/lib/image-upload";
import { cn } from "@/lib/utils";

import { describeLiveError } from "./describe-live-error";
import {
  emptyDraft,
  findDraftProblem,
  isDraftComplete,
  LIVE_SESSION_TYPES,
  toLiveSessionRow,
  type LiveSessionDraft,
  type LiveSessionRow,
  type LiveSessionType,
} from "./live-session";
import { liveSessionsMessages } from "./messages";
import { uploadLiveThumbnail } from "./upload-live-thumbnail";

const fieldClass =
  "border-input bg-background focus-visible:ring-ring w-full rounded-md border px-3 py-2 text-sm focus-visible:ring-2 focus-visible:outline-none";

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" *"}
    </span>
  );
}

/** One labelled input of the draft; a required one is marked, and announced as required. */
function DraftInput({
  label,
  required = false,
  className,
  ...input
}: { label: string; required?: boolean } & ComponentProps<typeof Input>) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={input.id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Input aria-required={required || undefined} {...input} />
    </div>
  );
}

function showError(description: string) {
  toast({ title: messagesOf(liveSessionsMessages).error, description, variant: "destructive" });
}

/**
 * The Schedule Live form of SPEC §5, also used to edit a scheduled session (`initial`). A missing
 * title, date or time, a past start or a server refusal shows the error toast and keeps what was
 * typed; a saved session shows the success toast and, when scheduling, resets the form. An uploaded
 * thumbnail fills the Image URL field with its public URL.
 */
export function ScheduleLiveForm({
  onSchedule,
  initial,
  now = () => new Date(),
  uploadThumbnail = uploadLiveThumbnail,
}: {
  onSchedule: (row: LiveSessionRow) => Promise<void>;
  initial?: LiveSessionDraft;
  now?: () => Date;
  /** Sends a chosen picture and resolves with its public URL. */
  uploadThumbnail?: (file: File) => Promise<string>;
}) {
  const [draft, setDraft] = useState<LiveSessionDraft>(initial ?? emptyDraft);
  const [isSaving, setIsSaving] = useState(false);
  // Remounts the upload control when the form resets, so its preview goes with the cleared URL.
  const [uploadKey, setUploadKey] = useState(0);
  const idPrefix = initial ? "edit-live" : "live";
  const m = useMessages(liveSessionsMessages);
  const f = m.form;
  const set =
    (field: keyof LiveSessionDraft) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));
  const draftField = (field: keyof LiveSessionDraft) => ({
    id: `${idPrefix}-${field}`,
    value: draft[field],
    onChange: set(field),
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isDraftComplete(draft)) return showError(f.fillRequired);
    const problem = findDraftProblem(draft, now());
    if (problem) return showError(problem);
    setIsSaving(true);
    try {
      await onSchedule(toLiveSessionRow(draft));
    } catch (error) {
      return showError(describeLiveError(error));
    } finally {
      setIsSaving(false);
    }
    // Read after the save, in the language of that moment.
    const done = messagesOf(liveSessionsMessages).form;
    if (initial) {
      toast({ title: done.updated, description: done.updatedDescription });
      return;
    }
    toast({ title: done.scheduled, description: done.scheduledDescription });
    setDraft(emptyDraft);
    setUploadKey((key) => key + 1);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 md:grid-cols-2"
      aria-label={initial ? f.editLabel : m.tabs.scheduleLive}
    >
      <DraftInput
        label={f.title}
        required
        className="md:col-span-2"
        placeholder={f.titlePlaceholder}
        {...draftField("title")}
      />
      <DraftInput label={f.date} required type="date" {...draftField("date")} />
      <DraftInput label={f.time} required type="time" {...draftField("time")} />
      <DraftInput
        label={f.duration}
        placeholder={f.durationPlaceholder}
        {...draftField("duration")}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-type`}>
          {f.type}
          <RequiredMark />
        </Label>
        <select
          id={`${idPrefix}-type`}
          className={fieldClass}
          value={draft.type}
          onChange={(event) =>
            setDraft((current) => ({ ...current, type: event.target.value as LiveSessionType }))
          }
        >
          {LIVE_SESSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {m.types[type]}
            </option>
          ))}
        </select>
      </div>
      <DraftInput label={f.venue} {...draftField("venue")} />
      <DraftInput
        label={f.image}
        type="url"
        placeholder={f.imagePlaceholder}
        {...draftField("image")}
      />
      <ImageUpload
        key={uploadKey}
        label={f.thumbnail}
        maxBytes={IMAGE_BUCKETS["live-thumbnails"].maxBytes}
        upload={uploadThumbnail}
        onUploaded={(url) => setDraft((current) => ({ ...current, image: url }))}
        className="md:col-span-2"
      />
      <div className="grid gap-2 md:col-span-2">
        <Label htmlFor={`${idPrefix}-description`}>{f.description}</Label>
        <textarea rows={3} className={fieldClass} {...draftField("description")} />
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={isSaving}>
          {initial ? f.saveChanges : f.schedule}
        </Button>
      </div>
    </form>
  );
}
