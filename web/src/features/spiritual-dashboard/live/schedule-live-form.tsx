import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

import {
  createLiveSession,
  emptyDraft,
  isDraftComplete,
  LIVE_SESSION_TYPES,
  type LiveSession,
  type LiveSessionDraft,
  type LiveSessionType,
} from "./live-session";

const fieldClass =
  "border-input bg-background focus-visible:ring-ring w-full rounded-md border px-3 py-2 text-sm focus-visible:ring-2 focus-visible:outline-none";

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" *"}
    </span>
  );
}

/**
 * The Schedule Live form of SPEC §5. A missing title, date or time shows the error toast and
 * keeps what was typed; a complete form adds the session, shows the success toast and resets.
 */
export function ScheduleLiveForm({ onSchedule }: { onSchedule: (session: LiveSession) => void }) {
  const [draft, setDraft] = useState<LiveSessionDraft>(emptyDraft);
  const set =
    (field: keyof LiveSessionDraft) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isDraftComplete(draft)) {
      toast({
        title: "Error",
        description: "Please fill in all required fields",
        variant: "destructive",
      });
      return;
    }
    onSchedule(createLiveSession(draft, crypto.randomUUID()));
    toast({
      title: "Live Session Scheduled",
      description: "Your live session has been scheduled successfully",
    });
    setDraft(emptyDraft);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      aria-label="Schedule Live"
    >
      <div className="grid gap-2 md:col-span-2">
        <Label htmlFor="live-title">
          Session Title
          <RequiredMark />
        </Label>
        <Input
          id="live-title"
          aria-required="true"
          placeholder="e.g. Bhagavad Gita Pravachan"
          value={draft.title}
          onChange={set("title")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="live-date">
          Date
          <RequiredMark />
        </Label>
        <Input
          id="live-date"
          type="date"
          aria-required="true"
          value={draft.date}
          onChange={set("date")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="live-time">
          Time
          <RequiredMark />
        </Label>
        <Input
          id="live-time"
          type="time"
          aria-required="true"
          value={draft.time}
          onChange={set("time")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="live-duration">Duration</Label>
        <Input
          id="live-duration"
          placeholder="e.g. 60 minutes"
          value={draft.duration}
          onChange={set("duration")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="live-type">
          Session Type
          <RequiredMark />
        </Label>
        <select
          id="live-type"
          className={fieldClass}
          value={draft.type}
          onChange={(event) =>
            setDraft((current) => ({ ...current, type: event.target.value as LiveSessionType }))
          }
        >
          {LIVE_SESSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="live-venue">Venue</Label>
        <Input id="live-venue" value={draft.venue} onChange={set("venue")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="live-image">Image URL</Label>
        <Input
          id="live-image"
          type="url"
          placeholder="https://"
          value={draft.image}
          onChange={set("image")}
        />
      </div>
      <div className="grid gap-2 md:col-span-2">
        <Label htmlFor="live-description">Description</Label>
        <textarea
          id="live-description"
          rows={3}
          className={fieldClass}
          value={draft.description}
          onChange={set("description")}
        />
      </div>
      <div className="md:col-span-2">
        <Button type="submit">Schedule Session</Button>
      </div>
    </form>
  );
}
