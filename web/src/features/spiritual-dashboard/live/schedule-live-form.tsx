import { useState } from "react";

import { ImageUpload } from "@/components/image-upload";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { IMAGE_BUCKETS } from "@/lib/image-upload";

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
      <div className="grid gap-2 md:col-span-2">
        <Label htmlFor={`${idPrefix}-title`}>
          {f.title}
          <RequiredMark />
        </Label>
        <Input
          id={`${idPrefix}-title`}
          aria-required="true"
          placeholder={f.titlePlaceholder}
          value={draft.title}
          onChange={set("title")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-date`}>
          {f.date}
          <RequiredMark />
        </Label>
        <Input
          id={`${idPrefix}-date`}
          type="date"
          aria-required="true"
          value={draft.date}
          onChange={set("date")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-time`}>
          {f.time}
          <RequiredMark />
        </Label>
        <Input
          id={`${idPrefix}-time`}
          type="time"
          aria-required="true"
          value={draft.time}
          onChange={set("time")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-duration`}>{f.duration}</Label>
        <Input
          id={`${idPrefix}-duration`}
          placeholder={f.durationPlaceholder}
          value={draft.duration}
          onChange={set("duration")}
        />
      </div>
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
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-venue`}>{f.venue}</Label>
        <Input id={`${idPrefix}-venue`} value={draft.venue} onChange={set("venue")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-image`}>{f.image}</Label>
        <Input
          id={`${idPrefix}-image`}
          type="url"
          placeholder={f.imagePlaceholder}
          value={draft.image}
          onChange={set("image")}
        />
      </div>
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
        <textarea
          id={`${idPrefix}-description`}
          rows={3}
          className={fieldClass}
          value={draft.description}
          onChange={set("description")}
        />
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={isSaving}>
          {initial ? f.saveChanges : f.schedule}
        </Button>
      </div>
    </form>
  );
}
